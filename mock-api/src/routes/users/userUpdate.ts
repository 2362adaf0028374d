/**
 * /api/usrs/10103 change a member's user type {usd, usr_tp, ugd} (spec 001 sections 2.5 and 6):
 *  - 1 Admin; 2 Group Member of the group ugd (the schema asks for it: 'Please select user
 *    group'; GROUP_NOT_FOUND for a group the app does not have); 3 Operation Manager only for a
 *    member with operations sites (NO_OPERATIONS_SITES otherwise). group_id is null unless 2.
 *  - CANT_UPDATE_SELF for the caller, USER_NOT_FOUND for a code that is not a confirmed member.
 * The member's rights follow on their next call. Needs the USERS right (admins pass).
 */
import { UserStatusCode } from '@times/shared-sdk/schemas';
import { FormId, Contract, RightId, Status, UserType } from '../../contract';
import { findGroup } from '../../groups/groups';
import type { UserTypeCode } from '../../store/types';
import { opsSitesOf } from '../../users/appUsers';
import { memberToChange } from '../../users/managedMember';
import { guardedRoute } from '../guardedRoute';

export const userUpdateRoute = guardedRoute(Contract.users.update, {
  formId: FormId.USERS,
  rightId: RightId.MANAGE,
  handle: async ({ input: { usd, usr_tp, ugd }, access, appId, ctx }) => {
    const state = ctx.store.data;
    const found = memberToChange(state, appId, access.userId, usd);
    if (!found.ok) return found.result;
    const group = usr_tp === UserType.GROUP_MEMBER ? findGroup(state, appId, ugd) : undefined;
    if (usr_tp === UserType.GROUP_MEMBER && !group) return { status: UserStatusCode.GROUP_NOT_FOUND };
    if (usr_tp === UserType.OPERATION_MANAGER && opsSitesOf(state, found.member).length === 0) {
      return { status: UserStatusCode.NO_OPERATIONS_SITES };
    }

    await ctx.store.update((draft) => {
      const member = draft.app_members.find((candidate) => candidate.id === found.member.id);
      if (!member) return;
      member.user_type = usr_tp as UserTypeCode;
      member.group_id = group?.id ?? null;
    });
    return { status: Status.OK };
  },
});
