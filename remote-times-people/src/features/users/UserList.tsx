/**
 * Available Users' list: 'Filter by' (and the User search, above 2 characters, ~300 ms after
 * typing stops), the user cards, 'No users found', and 'More' until all `ttl` users are shown.
 */
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, EmptyState, Row, Spinner } from '@times/shared-sdk';
import type { AppUser } from '@times/shared-sdk';
import { UserFilter, appMessages } from '@times/shared-sdk/app';
import { useDebouncedValue } from '../employees/useDebouncedValue';
import { UserCard } from './UserCard';
import { UserFilterBar } from './UserFilterBar';
import { userListFilter } from './userQuery';
import { useUserList } from './useUserList';

const t = appMessages.usersPage.users;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 10px;
`;

interface Props {
  /** Bumped to reload the first page (back from a user's details). */
  version: number;
  onOpen: (user: AppUser) => void;
}

export function UserList({ version, onOpen }: Props) {
  const [flt, setFlt] = useState<number>(UserFilter.ALL);
  const [word, setWord] = useState('');
  const settledWord = useDebouncedValue(word);
  const filter = useMemo(() => userListFilter(flt, settledWord), [flt, settledWord]);
  const list = useUserList(filter, version);

  function handleFilterChange(next: number) {
    setFlt(next);
    setWord('');
  }

  return (
    <>
      <UserFilterBar flt={flt} word={word} onFilterChange={handleFilterChange} onWordChange={setWord} />
      {list.error && <Alert>{list.error}</Alert>}
      {list.rows === null ? (
        list.loading && <Spinner />
      ) : list.rows.length === 0 ? (
        !list.loading && !list.error && <EmptyState>{t.noUsers}</EmptyState>
      ) : (
        <>
          <Cards aria-label={t.tabs.users}>
            {list.rows.map((user) => (
              <li key={user.usd}>
                <UserCard user={user} onOpen={onOpen} />
              </li>
            ))}
          </Cards>
          {list.hasMore && (
            <Row>
              <Button type="button" $variant="secondary" disabled={list.loading} onClick={list.more}>
                {t.more}
              </Button>
            </Row>
          )}
        </>
      )}
    </>
  );
}
