/**
 * guardedRoute for the user group calls (spec 001 section 7): app admins, or a group member
 * holding USERS right 1 ('Manage users and groups'); else INVALID_USER_RIGHTS. Calls naming a
 * group {ugd} get it found in the selected app, or answer GROUP_NOT_FOUND.
 */
import type { AnyObjectSchema } from 'yup';
import { FormId, RightId } from '../../contract';
import { findGroup } from '../../groups/groups';
import type { UserGroupRecord } from '../../store/types';
import { UserStatusCode } from '@times/shared-sdk/schemas';
import type { ApiResult, ApiRoute } from '../context';
import { guardedRoute } from '../guardedRoute';
import type { GuardedCall } from '../guardedRoute';

export const GROUP_NOT_FOUND = { status: UserStatusCode.GROUP_NOT_FOUND } as const;

export interface UsersRouteOptions<S extends AnyObjectSchema> {
  path: string;
  schema: S;
  handle: (call: GuardedCall<S>) => ApiResult | Promise<ApiResult>;
}

/** A call of the users page: admins or USERS right 1. */
export const usersRoute = <S extends AnyObjectSchema>({ path, schema, handle }: UsersRouteOptions<S>): ApiRoute =>
  guardedRoute({ path, schema, formId: FormId.USERS, rightId: RightId.MANAGE, handle });

export interface GroupCall<S extends AnyObjectSchema> extends GuardedCall<S> {
  group: UserGroupRecord;
}

export interface GroupRouteOptions<S extends AnyObjectSchema> {
  path: string;
  schema: S;
  handle: (call: GroupCall<S>) => ApiResult | Promise<ApiResult>;
}

/** A call on one group {ugd, …} of the selected app. */
export const groupRoute = <S extends AnyObjectSchema>({ path, schema, handle }: GroupRouteOptions<S>): ApiRoute =>
  usersRoute({
    path,
    schema,
    handle: (call) => {
      const { ugd } = call.input as { ugd: string };
      const group = findGroup(call.ctx.store.data, call.appId, ugd);
      return group ? handle({ ...call, group }) : GROUP_NOT_FOUND;
    },
  });
