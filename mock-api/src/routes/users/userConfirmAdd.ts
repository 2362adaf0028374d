/**
 * /api/usrs/10107 confirm an add {usd}, the second of the New User tab's two steps: the
 * unconfirmed member becomes confirmed (still Pending: listed, awaiting activation). Confirming
 * again changes nothing. USER_NOT_FOUND when the person was not added to the app;
 * USER_MAX_LICENSED_EXCEEDED when the licence filled up since the add. Needs the USERS right.
 */
import { UserStatusCode } from '@times/shared-sdk/schemas';
import { FormId, Contract, RightId, Status } from '../../contract';
import { baseOf } from '../../store/mutation';
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
    if (isConfirmedMember(member)) return { status: Status.OK, usd: user.usrcd };

    const refused = await ctx.store.update((draft) => {
      // Checked inside the write, on the newest state: two confirms at once (on any API process) cannot
      // both take the last seat. The member is found again there: an add made meanwhile replaced the record.
      const newest = baseOf(draft);
      const added = findMember(newest, appId, user.id);
      if (!added || isConfirmedMember(added)) return null;
      if (userLicenceFull(newest, access.app)) return { status: UserStatusCode.USER_MAX_LICENSED_EXCEEDED } as const;
      const stored = draft.app_members.find((candidate) => candidate.id === added.id);
      if (stored) stored.confirmed = true;
      return null;
    });
    return refused ?? { status: Status.OK, usd: user.usrcd };
  },
});
