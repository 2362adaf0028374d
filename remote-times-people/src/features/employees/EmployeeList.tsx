/**
 * Available Employees' list: the filter (and the Employee search, from 3 characters, ~300 ms
 * after typing stops), the table, and 'More' until all `ttl` rows are shown.
 */
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, EmptyState, Muted, Row, Spinner } from '@times/shared-sdk';
import type { Employee } from '@times/shared-sdk';
import { EmployeeFilter, appMessages } from '@times/shared-sdk/app';
import { EmployeeFilterBar } from './EmployeeFilterBar';
import { EmployeeTable } from './EmployeeTable';
import { listFilter } from './employeeQuery';
import { useDebouncedValue } from './useDebouncedValue';
import { useEmployeeList } from './useEmployeeList';

const t = appMessages.employees;

const Footer = styled(Row)`
  margin-top: 8px;
  p { margin: 0; }
`;

interface Props {
  /** Bumped to reload the first page (after an update or delete). */
  version: number;
  onOpen: (employee: Employee) => void;
  onPhoto: (employee: Employee) => void;
}

export function EmployeeList({ version, onOpen, onPhoto }: Props) {
  const [flt, setFlt] = useState<number>(EmployeeFilter.ALL);
  const [word, setWord] = useState('');
  const settledWord = useDebouncedValue(word);
  const filter = useMemo(() => listFilter(flt, settledWord), [flt, settledWord]);
  const list = useEmployeeList(filter, version);

  function handleFilterChange(next: number) {
    setFlt(next);
    setWord('');
  }

  return (
    <>
      <EmployeeFilterBar flt={flt} word={word} onFilterChange={handleFilterChange} onWordChange={setWord} />
      {list.error && <Alert>{list.error}</Alert>}
      {list.rows === null || (list.rows.length === 0 && list.loading) ? (
        list.loading && <Spinner />
      ) : list.rows.length === 0 ? (
        <EmptyState>{t.none}</EmptyState>
      ) : (
        <>
          <EmployeeTable employees={list.rows} busy={list.loading} onOpen={onOpen} onPhoto={onPhoto} />
          <Footer>
            <Muted>{t.shown(list.rows.length, list.total)}</Muted>
            {list.hasMore && (
              <Button type="button" $variant="secondary" disabled={list.loading} onClick={list.more}>
                {t.more}
              </Button>
            )}
          </Footer>
        </>
      )}
    </>
  );
}
