/**
 * guardedRoute for the user group calls (spec 001 section 7): app admins, or a group member
 * holding USERS right 1 ('Manage users and groups'); else INVALID_USER_RIGHTS. Calls naming a
 * group {ugd} get it found in the selected app, or answer GROUP_NOT_FOUND.
 */
import { FormId, RightId } from '../../contract';
import type { CallAnswer, CallContract, Declares } from '../../contract';
import type { UserGroupRecord } from '../../store/types';
import { UserStatusCode } from '@times/shared-sdk/schemas';
import type { ApiRoute } from '../context';
import { guardedRoute } from '../guardedRoute';
import type { ContractGuardedCall, ContractRouteOptions, GuardStatus } from '../guardedRoute';

export const GROUP_NOT_FOUND = { status: UserStatusCode.GROUP_NOT_FOUND } as const;

/** A call of the users page: admins or USERS right 1. */
export const usersRoute = <C extends CallContract>(
  call: C & Declares<C, GuardStatus>,
  handle: ContractRouteOptions<C>['handle'],
): ApiRoute => guardedRoute(call, { formId: FormId.USERS, rightId: RightId.MANAGE, handle });

export interface GroupCall<C extends CallContract> extends ContractGuardedCall<C> {
  group: UserGroupRecord;
}

/** A call on one group {ugd, …} of the selected app (GROUP_NOT_FOUND otherwise). */
export const groupRoute = <C extends CallContract>(
  call: C & Declares<C, GuardStatus | typeof UserStatusCode.GROUP_NOT_FOUND>,
  handle: (call: GroupCall<C>) => CallAnswer<C> | Promise<CallAnswer<C>>,
): ApiRoute =>
  // Declares<C, … GROUP_NOT_FOUND> covers the refusal; the compiler cannot see it for a generic C.
  usersRoute<C>(call as C & Declares<C, GuardStatus>, async (guarded) => {
    const { ugd } = guarded.input as { ugd: string };
    const group = await guarded.ctx.repos.groups.find(guarded.appId, ugd);
    return group ? handle({ ...guarded, group }) : (GROUP_NOT_FOUND as CallAnswer<C>);
  });
