/**
 * A call of the contract (contract/): the request, the OK answer and the error statuses typed by
 * its entry, and its messages checked to give every declared status a text. The outcome's error
 * status is the entry's declared statuses (INVALID aside: it signs out, kind 'invalid') or a
 * transport's, so a screen comparing it with a status the call never answers fails `tsc`.
 */
import type { CallContract, CallErrorStatus, CallRequest, Shape } from '../contract/call';
import type { CallTexts, CoversStatuses } from '../contract/texts';
import { post } from './client';
import type { ApiOutcome, CallOptions, TransportStatus } from './outcome';

/** The OK answer as the screens read it (the response type the entry declares, status included). */
export type CallData<C extends CallContract> = C['response'] extends Shape<infer T> ? T & { status: string } : never;

/** What an error outcome's status may be: a status the entry declares (but INVALID), or a transport's. */
export type CallOutcomeStatus<C extends CallContract> = Exclude<CallErrorStatus<C>, 'INVALID'> | TransportStatus;

/** What the call resolves to (name one with `CallOutcome<typeof Contract.rosters.periods>`). */
export type CallOutcome<C extends CallContract> = ApiOutcome<CallData<C>, CallOutcomeStatus<C>>;

export function callContract<C extends CallContract, M extends CallTexts>(
  call: C,
  request: CallRequest<C>,
  options: CallOptions | undefined,
  messages: M & CoversStatuses<C, M>,
): Promise<CallOutcome<C>> {
  // The client passes the server's status on as it came; the contract suite holds the server to the entry.
  return post<CallData<C>>(call.backend, call.path, request as object, options, messages) as Promise<CallOutcome<C>>;
}

/**
 * A call's address as the browser needs it, typed by its contract entry: `addressOf<typeof
 * auth.login>('first', Paths.auth.login)` fails the type-check unless backend and path are the
 * entry's. The entry itself is then a type-only import, so its statuses and schema names stay out
 * of the bundle (the core's first load uses this: auth and general); callContract reads only these two.
 */
export const addressOf = <C extends CallContract>(backend: C['backend'], path: C['path']): C =>
  // Only backend and path exist at run time: what callContract reads of an entry.
  ({ backend, path }) as C;
