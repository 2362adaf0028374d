/**
 * A route that opens its call itself (no guardedRoute: public calls, lookups with their own
 * access): path and schema from the contract entry, and the handler typed to answer CallAnswer<C>.
 */
import type { CallAnswer, CallContract } from '../contract';
import type { ApiCall, ApiRoute, RouteContext } from './context';
import { schemaOf } from './schemaOf';

export function contractRoute<C extends CallContract>(
  contract: C,
  handle: (call: ApiCall, ctx: RouteContext) => CallAnswer<C> | Promise<CallAnswer<C>>,
): ApiRoute {
  const schema = 'schema' in contract.request ? schemaOf(contract) : undefined;
  return { path: contract.path, ...(schema ? { schema } : {}), contract, handle };
}
