/**
 * /api/usrs/10105 activate or deactivate a member {usd, usr_status: 5 activate, 10 deactivate}:
 * 5 makes a Pending or Deactivated member Active, 10 makes a member Deactivated. CANT_UPDATE_SELF
 * for the caller, USER_NOT_FOUND for a code that is not a confirmed member. Only an Active member
 * has rights: the change takes effect on the member's next call. Needs the USERS right.
 */
import { MemberStatus, UserStatusChange } from '@times/shared-sdk/schemas';
import { FormId, Contract, RightId, Status } from '../../contract';
import { memberToChange } from '../../users/managedMember';
import { guardedRoute } from '../guardedRoute';

export const userStatusRoute = guardedRoute(Contract.users.status, {
  formId: FormId.USERS,
  rightId: RightId.MANAGE,
  handle: async ({ input: { usd, usr_status }, access, appId, ctx }) => {
    const found = memberToChange(ctx.store.data, appId, access.userId, usd);
    if (!found.ok) return found.result;
    const status = usr_status === UserStatusChange.ACTIVATE ? MemberStatus.ACTIVE : MemberStatus.DEACTIVATED;

    await ctx.store.update((draft) => {
      const member = draft.app_members.find((candidate) => candidate.id === found.member.id);
      if (member) member.status = status;
    });
    return { status: Status.OK };
  },
});
