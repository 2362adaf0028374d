/**
 * /api/usrs/10107 confirm an add {usd}, the second of the New User tab's two steps: the
 * unconfirmed member becomes confirmed (still Pending: listed, awaiting activation). Confirming
 * again changes nothing. USER_NOT_FOUND when the person was not added to the app;
 * USER_MAX_LICENSED_EXCEEDED when the licence filled up since the add. Needs the USERS right.
 */
import { UserStatusCode } from '@times/shared-sdk/schemas';
import { FormId, Contract, RightId, Status } from '../../contract';
import { findUserByCode } from '../../users/foundUser';
import { findMember, isConfirmedMember, userLicenceFull } from '../../users/members';
import { guardedRoute } from '../guardedRoute';

export const userConfirmAddRoute = guardedRoute(Contract.users.confirmAdd, {
  formId: FormId.USERS,
  rightId: RightId.MANAGE,
  handle: async ({ input: { usd }, access, appId, ctx }) => {
    const state = ctx.store.data;
    const user = findUserByCode(state, usd);
    const member = user ? findMember(state, appId, user.id) : undefined;
    if (!user || !member) return { status: UserStatusCode.USER_NOT_FOUND };
    if (!isConfirmedMember(member)) {
      if (userLicenceFull(state, access.app)) return { status: UserStatusCode.USER_MAX_LICENSED_EXCEEDED };
      await ctx.store.update((draft) => {
        const stored = draft.app_members.find((candidate) => candidate.id === member.id);
        if (stored) stored.confirmed = true;
      });
    }
    return { status: Status.OK, usd: user.usrcd };
  },
});
