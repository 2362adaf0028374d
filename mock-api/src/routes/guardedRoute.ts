/**
 * The opening every app-scoped route shares: signed in (else INVALID), payload valid (else
 * VALIDATION_ERROR with the field messages), right held (else INVALID_USER_RIGHTS or
 * APP_NOT_SELECTED). The route's own logic then receives the validated input and the access.
 */
import type { AnyObjectSchema, InferType } from 'yup';
import type { FormIdCode } from '../contract';
import { Status } from '../contract';
import { requireRight } from '../rights';
import type { AppAccess } from '../rights/rights';
import { requireUser } from '../sessions/sessions';
import type { DbState, SessionRecord } from '../store/types';
import { validatePayload } from '../validation/validate';
import type { ApiResult, ApiRoute, RouteContext } from './context';

export type GrantedAccess = Extract<AppAccess, { ok: true }>;

export interface GuardedCall<S extends AnyObjectSchema> {
  input: InferType<S>;
  access: GrantedAccess;
  /** Shorthand for access.app.app_id. */
  appId: string;
  session: SessionRecord;
  ctx: RouteContext;
}

/** A right check that needs the validated payload (e.g. the site an operations manager must manage). */
export type Authorize<S extends AnyObjectSchema> = (
  state: DbState,
  session: SessionRecord,
  input: InferType<S>,
) => AppAccess;

interface BaseOptions<S extends AnyObjectSchema> {
  path: string;
  schema: S;
  handle: (call: GuardedCall<S>) => ApiResult | Promise<ApiResult>;
}

/** Either one fixed form right, or the route's own check on the validated payload. */
export type GuardedRouteOptions<S extends AnyObjectSchema> = BaseOptions<S> &
  ({ formId: FormIdCode; rightId: number | readonly number[] } | { authorize: Authorize<S> });

export function guardedRoute<S extends AnyObjectSchema>(options: GuardedRouteOptions<S>): ApiRoute {
  const { path, schema, handle } = options;
  const authorize: Authorize<S> =
    'authorize' in options
      ? options.authorize
      : (state, session) => requireRight(state, session, options.formId, options.rightId);
  return {
    path,
    schema,
    handle: async ({ body, session: request }, ctx) => {
      const signedIn = requireUser(ctx, request);
      if (!signedIn) return { status: Status.INVALID };
      const input = await validatePayload(schema, body);
      if (!input.ok) return input.result;
      const access = authorize(ctx.store.data, signedIn.session, input.value);
      if (!access.ok) return access.result;
      return handle({ input: input.value, access, appId: access.app.app_id, session: signedIn.session, ctx });
    },
  };
}
