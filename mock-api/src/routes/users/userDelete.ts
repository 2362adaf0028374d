/**
 * /api/usrs/10104 remove a member from the selected app {usd}: only a Deactivated member
 * (USER_STATUS_NOT_DEACTIVATED otherwise: 'Deactivate user first before deletion'). The
 * membership goes; the person's account stays, and a site they managed is left without an
 * operations manager. CANT_UPDATE_SELF for the caller, USER_NOT_FOUND for a code that is not a
 * confirmed member. Needs the USERS right (admins pass).
 */
import { UserStatusCode } from '@times/shared-sdk/schemas';
import { FormId, Contract, RightId, Status } from '../../contract';
import { guardedRoute } from '../guardedRoute';

const answers = {
  removed: { status: Status.OK },
  'not-found': { status: UserStatusCode.USER_NOT_FOUND },
  self: { status: UserStatusCode.CANT_UPDATE_SELF },
  'not-deactivated': { status: UserStatusCode.USER_STATUS_NOT_DEACTIVATED },
} as const;

export const userDeleteRoute = guardedRoute(Contract.users.delete, {
  formId: FormId.USERS,
  rightId: RightId.MANAGE,
  // Decided inside the write, on the newest state: a member activated meanwhile stays.
  handle: async ({ input: { usd }, access, appId, ctx }) =>
    answers[await ctx.repos.users.remove(appId, access.userId, usd)],
});
