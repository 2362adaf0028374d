/**
 * /api/usrs/10104 remove a member from the selected app {usd}: only a Deactivated member
 * (USER_STATUS_NOT_DEACTIVATED otherwise: 'Deactivate user first before deletion'). The
 * membership goes; the person's account stays, and a site they managed is left without an
 * operations manager. CANT_UPDATE_SELF for the caller, USER_NOT_FOUND for a code that is not a
 * confirmed member. Needs the USERS right (admins pass).
 */
import { MemberStatus, UserStatusCode } from '@times/shared-sdk/schemas';
import { FormId, Contract, RightId, Status } from '../../contract';
import { memberToChange } from '../../users/managedMember';
import { memberStatusOf } from '../../users/members';
import { guardedRoute } from '../guardedRoute';

export const userDeleteRoute = guardedRoute(Contract.users.delete, {
  formId: FormId.USERS,
  rightId: RightId.MANAGE,
  handle: async ({ input: { usd }, access, appId, ctx }) => {
    const found = memberToChange(ctx.store.data, appId, access.userId, usd);
    if (!found.ok) return found.result;
    if (memberStatusOf(found.member) !== MemberStatus.DEACTIVATED)
      return { status: UserStatusCode.USER_STATUS_NOT_DEACTIVATED };
    const { member, user } = found;

    await ctx.store.update((draft) => {
      draft.app_members = draft.app_members.filter((candidate) => candidate.id !== member.id);
      for (const site of draft.sites) if (site.app_id === appId && site.ops === user.id) site.ops = null;
    });
    return { status: Status.OK };
  },
});
