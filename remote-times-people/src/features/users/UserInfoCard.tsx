/** The managed user's card in the details: name, gender, date of birth, ID/Passport and country. */
import type { ManagedUser } from '@times/shared-sdk';
import { FactList, appMessages } from '@times/shared-sdk/app';
import { genderText } from './userText';

const t = appMessages.usersPage.users;

export function UserInfoCard({ user }: { user: ManagedUser }) {
  return (
    <FactList
      facts={[
        [t.summary.gender, genderText(user.gender)],
        [t.dateOfBirth, user.date_of_birth],
        [t.idOrPass, user.idOrPass],
        [t.country, user.country_name],
      ]}
    />
  );
}
