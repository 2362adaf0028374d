/**
 * guardedRoute for the roster setup calls, whose access check needs the validated payload (the
 * site decides an operations manager's access and the site's isCreate).
 */
import type { AnyObjectSchema } from 'yup';
import type { ApiRoute } from '../context';
import { guardedRoute } from '../guardedRoute';
import type { Authorize, GuardedCall } from '../guardedRoute';
import type { ApiResult } from '../context';

export interface RosterSetupRouteOptions<S extends AnyObjectSchema> {
  path: string;
  schema: S;
  access: Authorize<S>;
  handle: (call: GuardedCall<S>) => ApiResult | Promise<ApiResult>;
}

export const rosterSetupRoute = <S extends AnyObjectSchema>({
  path,
  schema,
  access,
  handle,
}: RosterSetupRouteOptions<S>): ApiRoute => guardedRoute({ path, schema, authorize: access, handle });
