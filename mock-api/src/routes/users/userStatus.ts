/**
 * /api/usrs/10105 activate or deactivate a member {usd, usr_status: 5 activate, 10 deactivate}:
 * 5 makes a Pending or Deactivated member Active, 10 makes a member Deactivated. CANT_UPDATE_SELF
 * for the caller, USER_NOT_FOUND for a code that is not a confirmed member. Only an Active member
 * has rights: the change takes effect on the member's next call. Needs the USERS right.
 */
import { MemberStatus, UserStatusChange, UserStatusCode } from '@times/shared-sdk/schemas';
import { FormId, Contract, RightId, Status } from '../../contract';
import { guardedRoute } from '../guardedRoute';

const answers = {
  changed: { status: Status.OK },
  'not-found': { status: UserStatusCode.USER_NOT_FOUND },
  self: { status: UserStatusCode.CANT_UPDATE_SELF },
} as const;

export const userStatusRoute = guardedRoute(Contract.users.status, {
  formId: FormId.USERS,
  rightId: RightId.MANAGE,
  // Decided inside the write, on the newest state.
  handle: async ({ input: { usd, usr_status }, access, appId, ctx }) => {
    const status = usr_status === UserStatusChange.ACTIVATE ? MemberStatus.ACTIVE : MemberStatus.DEACTIVATED;
    return answers[await ctx.repos.users.setStatus(appId, access.userId, usd, status)];
  },
});
