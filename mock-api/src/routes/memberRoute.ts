/**
 * The opening of the calls any member of the selected app may make (its details, its forms and
 * form rights, a shift's roster wizard): signed in (else INVALID), payload valid when the entry
 * has a schema (else VALIDATION_ERROR), and a member of the session's app (requireAppMember; else
 * APP_NOT_SELECTED or INVALID_USER_RIGHTS). The handler gets the validated input, the access and
 * the route context (the app's records through ctx.repos), and may answer only what the entry
 * declares.
 */
import type { CallAnswer, CallContract, CallInput, Declares } from '../contract';
import { requireAppMember } from '../rights';
import type { AccessRefusal, AppAccess } from '../rights/rights';
import type { ApiRoute, RouteContext } from './context';
import { openCall } from './openCall';
import { schemaOf } from './schemaOf';

export interface MemberCall<C extends CallContract> {
  input: CallInput<C>;
  access: Extract<AppAccess, { ok: true }>;
  ctx: RouteContext;
}

export function memberRoute<C extends CallContract>(
  contract: C & Declares<C, AccessRefusal>,
  handle: (call: MemberCall<C>) => CallAnswer<C> | Promise<CallAnswer<C>>,
): ApiRoute {
  const schema = 'schema' in contract.request ? schemaOf(contract) : undefined;
  return {
    path: contract.path,
    ...(schema ? { schema } : {}),
    contract,
    handle: async (call, ctx) => {
      const opened = await openCall<CallInput<C>>(schema, call, ctx);
      if (!opened.ok) return opened.result;
      const { input, state, session } = opened;
      const access = requireAppMember(state, session);
      if (!access.ok) return access.result;
      return handle({ input, access, ctx });
    },
  };
}
