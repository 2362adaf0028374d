/**
 * /api/usrs/10106 add a person to the selected app {usd: their user code}, the first of the
 * New User tab's two steps (spec 001 section 4):
 *  - USER_NOT_FOUND: no verified user holds the code.
 *  - USER_ALREADY_EXIST: already a confirmed member (any status) or an admin of the app.
 *  - USER_MAX_LICENSED_EXCEEDED: the app has max_users confirmed members (users/members.ts).
 * OK {usd} adds an unconfirmed, Pending group member without a group; the confirm-add call
 * confirms it (an earlier unconfirmed add of the person is replaced). Needs the USERS right.
 */
import { MemberStatus, UserStatusCode } from '@times/shared-sdk/schemas';
import { FormId, Contract, RightId, Status, UserType } from '../../contract';
import { isAdminByOwnership } from '../../rights';
import { baseOf } from '../../store/mutation';
import { nextId } from '../../store/types';
import { findUserByCode } from '../../users/foundUser';
import { findMember, isConfirmedMember, userLicenceFull } from '../../users/members';
import { isoAt } from '../context';
import { guardedRoute } from '../guardedRoute';

export const userAddRoute = guardedRoute(Contract.users.add, {
  formId: FormId.USERS,
  rightId: RightId.MANAGE,
  handle: async ({ input: { usd }, access, appId, ctx }) => {
    const user = findUserByCode(ctx.store.data, usd);
    if (!user) return { status: UserStatusCode.USER_NOT_FOUND };

    const refused = await ctx.store.update((draft) => {
      // Checked inside the write, on the newest state: an add never replaces a member confirmed meanwhile
      // (on any API process), nor takes a seat filled meanwhile.
      const newest = baseOf(draft);
      const member = findMember(newest, appId, user.id);
      if ((member && isConfirmedMember(member)) || isAdminByOwnership(newest, access.app, user.id)) {
        return { status: UserStatusCode.USER_ALREADY_EXIST } as const;
      }
      if (userLicenceFull(newest, access.app)) return { status: UserStatusCode.USER_MAX_LICENSED_EXCEEDED } as const;
      draft.app_members = draft.app_members.filter(
        (candidate) => !(candidate.app_id === appId && candidate.user_id === user.id),
      );
      draft.app_members.push({
        id: nextId(draft.app_members),
        app_id: appId,
        user_id: user.id,
        user_type: UserType.GROUP_MEMBER,
        group_id: null,
        ops_site_ids: [],
        status: MemberStatus.PENDING,
        added_at: isoAt(ctx.now()),
        confirmed: false,
      });
      return null;
    });
    return refused ?? { status: Status.OK, usd: user.usrcd };
  },
});
