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
import type { SessionRecord } from '../store/types';
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

export interface GuardedRouteOptions<S extends AnyObjectSchema> {
  path: string;
  schema: S;
  formId: FormIdCode;
  rightId: number | readonly number[];
  handle(call: GuardedCall<S>): ApiResult | Promise<ApiResult>;
}

export function guardedRoute<S extends AnyObjectSchema>({ path, schema, formId, rightId, handle }: GuardedRouteOptions<S>): ApiRoute {
  return {
    path,
    handle: async ({ body, session: request }, ctx) => {
      const signedIn = requireUser(ctx, request);
      if (!signedIn) return { status: Status.INVALID };
      const input = await validatePayload(schema, body);
      if (!input.ok) return input.result;
      const access = requireRight(ctx.store.data, signedIn.session, formId, rightId);
      if (!access.ok) return access.result;
      return handle({ input: input.value, access, appId: access.app.app_id, session: signedIn.session, ctx });
    },
  };
}

