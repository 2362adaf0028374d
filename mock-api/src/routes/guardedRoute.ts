/**
 * The opening every app-scoped route shares: signed in (else INVALID), payload valid (else
 * VALIDATION_ERROR with the field messages), right held (else INVALID_USER_RIGHTS or
 * APP_NOT_SELECTED). The route's own logic then receives the validated input and the access.
 * Path and schema come from the call's contract entry, which must declare those statuses; the
 * handler may answer only what the entry declares (CallAnswer), with every response field.
 */
import type { CallAnswer, CallContract, CallInput, Declares, FormIdCode } from '../contract';
import { Status } from '../contract';
import { requireRight } from '../rights';
import type { AccessRefusal, AppAccess } from '../rights/rights';
import type { RightsState } from '../rights/rightsState';
import type { SessionRecord } from '../store/types';
import type { ApiRoute, RouteContext } from './context';
import { openCall } from './openCall';
import { schemaOf } from './schemaOf';

export type GrantedAccess = Extract<AppAccess, { ok: true }>;

/** What the opening itself answers: every guarded call must declare these. */
export type GuardStatus = typeof Status.INVALID | typeof Status.VALIDATION_ERROR | AccessRefusal;

/** A guarded call: the validated input (the entry's schema output) and the access granted. */
export interface ContractGuardedCall<C extends CallContract> {
  input: CallInput<C>;
  access: GrantedAccess;
  /** Shorthand for access.app.app_id. */
  appId: string;
  session: SessionRecord;
  ctx: RouteContext;
}

/**
 * A right check that needs the validated payload (e.g. the site an operations manager must
 * manage), decided on the records of the session's app the rights repository read; a check that
 * needs a record (the site of a shift position) reads it through ctx.repos.
 */
export type Authorize<C extends CallContract> = (
  state: RightsState,
  session: SessionRecord,
  input: CallInput<C>,
  ctx: RouteContext,
) => AppAccess | Promise<AppAccess>;

/** The handler, with either one fixed form right or the route's own check on the validated payload. */
export type ContractRouteOptions<C extends CallContract> = {
  handle: (call: ContractGuardedCall<C>) => CallAnswer<C> | Promise<CallAnswer<C>>;
} & ({ formId: FormIdCode; rightId: number | readonly number[] } | { authorize: Authorize<C> });

export function guardedRoute<C extends CallContract>(
  contract: C & Declares<C, GuardStatus>,
  options: ContractRouteOptions<C>,
): ApiRoute {
  const { handle } = options;
  const schema = schemaOf(contract);
  const authorize: Authorize<C> =
    'authorize' in options
      ? options.authorize
      : (state, session) => requireRight(state, session, options.formId, options.rightId);
  return {
    path: contract.path,
    schema,
    contract,
    handle: async (call, ctx) => {
      const opened = await openCall<CallInput<C>>(schema, call, ctx);
      if (!opened.ok) return opened.result;
      const { input, session, state } = opened;
      const access = await authorize(state, session, input, ctx);
      if (!access.ok) return access.result;
      return handle({ input, access, appId: access.app.app_id, session, ctx });
    },
  };
}
