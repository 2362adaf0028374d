/**
 * A user's details (spec 001 section 2.5): a close button back to the list, the card (name,
 * gender, date of birth, ID/Passport, country), the status, the user type with Update, and
 * Delete. A deleted user goes back to the list too.
 */
import styled from 'styled-components';
import { Alert, Card, CardTitle, Spinner } from '@times/shared-sdk';
import type { ManagedUserResponse } from '@times/shared-sdk';
import { CloseButton, appMessages, useList, usersApi } from '@times/shared-sdk/app';
import { UserDeleteButton } from './UserDeleteButton';
import { UserInfoCard } from './UserInfoCard';
import { UserStatusControl } from './UserStatusControl';
import { UserTypeForm } from './UserTypeForm';
import { fullName } from './userText';

const t = appMessages.usersPage.users;

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 12px;
`;

const Part = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: 16px;
  margin-top: 16px;
`;

export function UserDetails({ usd, onDone }: { usd: string; onDone: () => void }) {
  const { items, error } = useList(
    (signal) => usersApi.details(usd, { signal }),
    (data): ManagedUserResponse[] => [data],
    [usd],
  );
  const details = items?.[0];
  const close = (
    <CloseButton type="button" aria-label={t.close} onClick={onDone}>
      ×
    </CloseButton>
  );

  if (!details) {
    if (!items) return <Spinner />;
    return (
      <Card>
        <Header>
          <Alert>{error ?? t.errors.notFound}</Alert>
          {close}
        </Header>
      </Card>
    );
  }

  const { users: user, ops_sites: opsSites } = details;
  return (
    <Card aria-label={fullName(user.name, user.surname)}>
      <Header>
        <CardTitle as="h2">{fullName(user.name, user.surname)}</CardTitle>
        {close}
      </Header>
      <UserInfoCard user={user} />
      <UserStatusControl key={user.u_status} usd={usd} status={user.u_status} />
      <Part>
        <UserTypeForm user={user} opsSites={opsSites ?? []} />
      </Part>
      <Part>
        <UserDeleteButton usd={usd} name={user.name} onDeleted={onDone} />
      </Part>
    </Card>
  );
}
