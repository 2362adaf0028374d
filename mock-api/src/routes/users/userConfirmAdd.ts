/**
 * /api/usrs/10107 confirm an add {usd}, the second of the New User tab's two steps: the
 * unconfirmed member becomes confirmed (still Pending: listed, awaiting activation). Confirming
 * again changes nothing. USER_NOT_FOUND when the person was not added to the app;
 * USER_MAX_LICENSED_EXCEEDED when the licence filled up since the add. Needs the USERS right.
 */
import { UserStatusCode } from '@times/shared-sdk/schemas';
import { FormId, Contract, RightId, Status } from '../../contract';
import { guardedRoute } from '../guardedRoute';

export const userConfirmAddRoute = guardedRoute(Contract.users.confirmAdd, {
  formId: FormId.USERS,
  rightId: RightId.MANAGE,
  // Decided inside the write, on the newest state: two confirms at once (on any API process) cannot
  // both take the last seat.
  handle: async ({ input: { usd }, access, ctx }) => {
    const confirmed = await ctx.repos.users.confirm(access.app, usd);
    switch (confirmed.status) {
      case 'confirmed':
        return { status: Status.OK, usd: confirmed.usd };
      case 'not-found':
        return { status: UserStatusCode.USER_NOT_FOUND };
      case 'licence-full':
        return { status: UserStatusCode.USER_MAX_LICENSED_EXCEEDED };
    }
  },
});
