/**
 * /api/usrs/10103 change a member's user type {usd, usr_tp, ugd} (spec 001 sections 2.5 and 6):
 *  - 1 Admin; 2 Group Member of the group ugd (the schema asks for it: 'Please select user
 *    group'; GROUP_NOT_FOUND for a group the app does not have); 3 Operation Manager only for a
 *    member with operations sites (NO_OPERATIONS_SITES otherwise). group_id is null unless 2.
 *  - CANT_UPDATE_SELF for the caller, USER_NOT_FOUND for a code that is not a confirmed member.
 * The member's rights follow on their next call. Needs the USERS right (admins pass).
 */
import { UserStatusCode } from '@times/shared-sdk/schemas';
import { FormId, Contract, RightId, Status } from '../../contract';
import type { UserTypeCode } from '../../store/types';
import { guardedRoute } from '../guardedRoute';

const answers = {
  changed: { status: Status.OK },
  'not-found': { status: UserStatusCode.USER_NOT_FOUND },
  self: { status: UserStatusCode.CANT_UPDATE_SELF },
  'no-group': { status: UserStatusCode.GROUP_NOT_FOUND },
  'no-ops-sites': { status: UserStatusCode.NO_OPERATIONS_SITES },
} as const;

export const userUpdateRoute = guardedRoute(Contract.users.update, {
  formId: FormId.USERS,
  rightId: RightId.MANAGE,
  // Decided inside the write, on the newest state: a group removed or an operations site taken away meanwhile.
  handle: async ({ input: { usd, usr_tp, ugd }, access, appId, ctx }) =>
    answers[await ctx.repos.users.setType(appId, access.userId, usd, usr_tp as UserTypeCode, ugd)],
});
