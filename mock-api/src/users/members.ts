/**
 * App members (app_members) as the users page manages them (spec 001 sections 2.5, 4 and 6):
 *  - status: Pending from the admin's add until activated, then Active or Deactivated; a record
 *    without a status (written before users were managed) is Active. Only an Active member has
 *    rights in the app (rights/rights.ts).
 *  - confirmed: an add is confirmed by the confirm-add call; unconfirmed adds are not listed,
 *    not managed and hold no seat of the user licence. A record without the flag is confirmed.
 *  - the user licence: at most max_users confirmed members (any status, admins included).
 */
import { MemberStatus } from '@times/shared-sdk/schemas';
import type { MemberStatusName } from '@times/shared-sdk/schemas';
import type { AppMemberRecord, AppRecord, DbState } from '../store/types';

/** Licence of an app without its own user licence: how many members it may have. */
export const DEFAULT_MAX_USERS = 50;

export const maxUsersOf = (app: AppRecord): number => app.max_users ?? DEFAULT_MAX_USERS;

export const memberStatusOf = (member: AppMemberRecord): MemberStatusName => member.status ?? MemberStatus.ACTIVE;

export const isActiveMember = (member: AppMemberRecord): boolean => memberStatusOf(member) === MemberStatus.ACTIVE;

export const isConfirmedMember = (member: AppMemberRecord): boolean => member.confirmed !== false;

/** The user's membership record in the app, confirmed or not, any status. */
export const findMember = (
  state: Pick<DbState, 'app_members'>,
  appId: string,
  userId: number,
): AppMemberRecord | undefined =>
  state.app_members.find((member) => member.app_id === appId && member.user_id === userId);

/** The app's confirmed members (every status, admins by membership included). */
export const confirmedMembersOf = (state: DbState, appId: string): AppMemberRecord[] =>
  state.app_members.filter((member) => member.app_id === appId && isConfirmedMember(member));

/** The app already has as many members as its user licence allows. */
export const userLicenceFull = (state: DbState, app: AppRecord): boolean =>
  confirmedMembersOf(state, app.app_id).length >= maxUsersOf(app);

/** When the member was added, in ms; records from before added_at existed count as the oldest. */
export const addedMsOf = (member: AppMemberRecord): number => (member.added_at ? Date.parse(member.added_at) || 0 : 0);
