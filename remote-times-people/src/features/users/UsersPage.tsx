/**
 * /apptimes/users: Available Users, New User and User Groups, for admins and group users with
 * right 1 on USERS (form read f_rd 3); others see the setup sections' 'Not allowed to add users'.
 */
import { FormId, RightId, RightsGate, appMessages } from '@times/shared-sdk/app';
import { UsersSection } from './UsersSection';

export function UsersPage() {
  return (
    <RightsGate formId={FormId.USERS} rightId={RightId.MANAGE} things={appMessages.usersPage.users.notAllowedThings}>
      <UsersSection />
    </RightsGate>
  );
}
