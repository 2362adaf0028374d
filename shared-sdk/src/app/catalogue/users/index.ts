/** The texts of the users page (appMessages.users): users and user groups. */
import { groupMessages } from './groups';
import { userMessages } from './users';

export const usersPageMessages = { users: userMessages, groups: groupMessages } as const;
