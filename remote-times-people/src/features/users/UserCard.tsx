/**
 * One user of the list (spec 001 section 2.5): name and surname, gender, user type (the group
 * name) and the coloured status. The name is the button opening the user's details.
 */
import type { AppUser } from '@times/shared-sdk';
import {
  ListCard,
  ListCardHead,
  ListCardLine,
  ListCardOpen,
  StatusBadge,
  appMessages,
  memberStatusTone,
} from '@times/shared-sdk/app';
import { fullName, genderText } from './userText';

const t = appMessages.usersPage.users;

export function UserCard({ user, onOpen }: { user: AppUser; onOpen: (user: AppUser) => void }) {
  const name = fullName(user.name, user.surname);
  return (
    <ListCard>
      <ListCardHead>
        <ListCardOpen aria-label={t.open(name)} onClick={() => onOpen(user)}>
          <strong>{name}</strong>
        </ListCardOpen>
        <StatusBadge status={user.u_status} tone={memberStatusTone(user.u_status)} />
      </ListCardHead>
      <ListCardLine $muted>{genderText(user.gender)}</ListCardLine>
      <ListCardLine $muted>{user.group_name}</ListCardLine>
    </ListCard>
  );
}
