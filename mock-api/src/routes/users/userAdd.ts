/**
 * /api/usrs/10106 add a person to the selected app {usd: their user code}, the first of the
 * New User tab's two steps (spec 001 section 4):
 *  - USER_NOT_FOUND: no verified user holds the code.
 *  - USER_ALREADY_EXIST: already a confirmed member (any status) or an admin of the app.
 *  - USER_MAX_LICENSED_EXCEEDED: the app has max_users confirmed members (users/members.ts).
 * OK {usd} adds an unconfirmed, Pending group member without a group; the confirm-add call
 * confirms it (an earlier unconfirmed add of the person is replaced). Needs the USERS right.
 */
import { UserStatusCode } from '@times/shared-sdk/schemas';
import { FormId, Contract, RightId, Status } from '../../contract';
import { guardedRoute } from '../guardedRoute';

export const userAddRoute = guardedRoute(Contract.users.add, {
  formId: FormId.USERS,
  rightId: RightId.MANAGE,
  // Decided inside the write, on the newest state: an add never replaces a member confirmed meanwhile
  // (on any API process), nor takes a seat filled meanwhile.
  handle: async ({ input: { usd }, access, ctx }) => {
    const added = await ctx.repos.users.add(access.app, usd, ctx.now());
    switch (added.status) {
      case 'added':
        return { status: Status.OK, usd: added.usd };
      case 'no-user':
        return { status: UserStatusCode.USER_NOT_FOUND };
      case 'exists':
        return { status: UserStatusCode.USER_ALREADY_EXIST };
      case 'licence-full':
        return { status: UserStatusCode.USER_MAX_LICENSED_EXCEEDED };
    }
  },
});
