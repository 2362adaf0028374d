/**
 * The opening every app-scoped route shares: signed in (else INVALID), payload valid (else
 * VALIDATION_ERROR with the field messages), right held (else INVALID_USER_RIGHTS or
 * APP_NOT_SELECTED). The route's own logic then receives the validated input and the access.
 */
import type { AnyObjectSchema, InferType } from 'yup';
import type { CallAnswer, CallContract, CallInput, Declares, FormIdCode } from '../contract';
import { Status } from '../contract';
import { requireRight } from '../rights';
import type { AccessRefusal, AppAccess } from '../rights/rights';
import { requireUser } from '../sessions/sessions';
import type { DbState, SessionRecord } from '../store/types';
import { validatePayload } from '../validation/validate';
import type { ApiResult, ApiRoute, RouteContext } from './context';
import { schemaOf } from './schemaOf';

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

/** What the opening itself answers: every guarded call must declare these. */
export type GuardStatus = typeof Status.INVALID | typeof Status.VALIDATION_ERROR | AccessRefusal;

/** A contract call's guarded call: the validated input is the entry's schema output. */
export interface ContractGuardedCall<C extends CallContract> extends Omit<GuardedCall<AnyObjectSchema>, 'input'> {
  input: CallInput<C>;
}

/** The options of a contract route: the handler answers what the entry declares, and only that. */
export type ContractRouteOptions<C extends CallContract> = {
  handle: (call: ContractGuardedCall<C>) => CallAnswer<C> | Promise<CallAnswer<C>>;
} & (
  | { formId: FormIdCode; rightId: number | readonly number[] }
  | { authorize: (state: DbState, session: SessionRecord, input: CallInput<C>) => AppAccess }
);

/** A contract route: path and schema from the entry, answers typed by it (see contract/README in the SDK). */
export function guardedRoute<C extends CallContract>(
  call: C & Declares<C, GuardStatus>,
  options: ContractRouteOptions<C>,
): ApiRoute;
/** A route outside the contract (its domain not converted yet): any status compiles. */
export function guardedRoute<S extends AnyObjectSchema>(options: GuardedRouteOptions<S>): ApiRoute;
export function guardedRoute(
  first: CallContract | GuardedRouteOptions<AnyObjectSchema>,
  typed?: ContractRouteOptions<CallContract>,
): ApiRoute {
  if (typed) {
    const call = first as CallContract;
    const route = untypedGuardedRoute({
      ...(typed as unknown as GuardedRouteOptions<AnyObjectSchema>),
      path: call.path,
      schema: schemaOf(call),
    });
    return { ...route, contract: call };
  }
  return untypedGuardedRoute(first as GuardedRouteOptions<AnyObjectSchema>);
}

function untypedGuardedRoute<S extends AnyObjectSchema>(options: GuardedRouteOptions<S>): ApiRoute {
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
