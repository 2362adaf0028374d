/**
 * One user of the list (spec 001 section 2.5): name and surname, gender, user type (the group
 * name) and the coloured status. A button opening the user's details.
 */
import styled from 'styled-components';
import type { AppUser } from '@times/shared-sdk';
import { StatusBadge, appMessages, memberStatusTone } from '@times/shared-sdk/app';
import { fullName, genderText } from './userText';

const t = appMessages.usersPage.users;

const Box = styled.button`
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: 100%;
  text-align: left;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 14px 16px;
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.accent}; outline-offset: 2px; }
`;

const Head = styled.span`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 8px;
  strong { color: ${({ theme }) => theme.colors.brand}; }
`;

const Line = styled.span`
  display: block;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export function UserCard({ user, onOpen }: { user: AppUser; onOpen: (user: AppUser) => void }) {
  const name = fullName(user.name, user.surname);
  return (
    <Box type="button" aria-label={t.open(name)} onClick={() => onOpen(user)}>
      <Head>
        <strong>{name}</strong>
        <StatusBadge status={user.u_status} tone={memberStatusTone(user.u_status)} />
      </Head>
      <Line>{genderText(user.gender)}</Line>
      <Line>{user.group_name}</Line>
    </Box>
  );
}
