/**
 * The opening the lookups share (clients, sites, roster sites, shifts of a site; the roster screens
 * use them too): signed in (else INVALID), payload valid when the entry has a schema (else
 * VALIDATION_ERROR), and one of `grants` or any ROSTER right, or an operations manager limited to
 * their sites (requireLookupRight; else INVALID_USER_RIGHTS or APP_NOT_SELECTED). The handler gets
 * the validated input, the sites in scope and the route context (a domain with a repository reads
 * through ctx.repos, asynchronously), and may answer only what the entry declares.
 */
import type { CallAnswer, CallContract, CallInput, Declares } from '../contract';
import { Status } from '../contract';
import { requireLookupRight } from '../rights';
import type { LookupAccess, LookupGrant } from '../rights';
import type { RightsState } from '../rights/rightsState';
import type { ApiRoute, RouteContext } from './context';
import type { GuardStatus } from './guardedRoute';
import { openCall } from './openCall';
import { schemaOf } from './schemaOf';

export interface LookupCall<C extends CallContract> {
  input: CallInput<C>;
  access: Extract<LookupAccess, { ok: true }>;
  /** The records the access was decided on: for the rights (a group member's roster site access), never for records. */
  state: RightsState;
  ctx: RouteContext;
}

/** What the opening answers whatever the entry; VALIDATION_ERROR too for an entry with a schema (the contract suite's bad-input check holds it to that). */
type LookupStatus = Exclude<GuardStatus, typeof Status.VALIDATION_ERROR>;

export function lookupRoute<C extends CallContract>(
  contract: C & Declares<C, LookupStatus>,
  grants: readonly LookupGrant[],
  handle: (call: LookupCall<C>) => CallAnswer<C> | Promise<CallAnswer<C>>,
): ApiRoute {
  const schema = 'schema' in contract.request ? schemaOf(contract) : undefined;
  return {
    path: contract.path,
    ...(schema ? { schema } : {}),
    contract,
    handle: async (call, ctx) => {
      const opened = await openCall<CallInput<C>>(schema, call, ctx);
      if (!opened.ok) return opened.result;
      const { input, session, state } = opened;
      const access = requireLookupRight(state, session, grants);
      if (!access.ok) return access.result;
      return handle({ input, access, state, ctx });
    },
  };
}
