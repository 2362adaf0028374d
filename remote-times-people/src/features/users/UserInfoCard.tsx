/** The managed user's card in the details: name, gender, date of birth, ID/Passport and country. */
import { Fragment } from 'react';
import styled from 'styled-components';
import type { ManagedUser } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { genderText } from './userText';

const t = appMessages.usersPage.users;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0 0 16px;
  dt { font-weight: 600; color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; }
`;

export function UserInfoCard({ user }: { user: ManagedUser }) {
  const facts: [string, string][] = [
    [t.summary.gender, genderText(user.gender)],
    [t.dateOfBirth, user.date_of_birth],
    [t.idOrPass, user.idOrPass],
    [t.country, user.country_name],
  ];
  return (
    <Facts>
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value || '-'}</dd>
        </Fragment>
      ))}
    </Facts>
  );
}
