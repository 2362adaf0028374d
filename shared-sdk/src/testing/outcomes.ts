/**
 * For tests stubbing an SDK call (`@times/shared-sdk/testing`): the outcomes it resolves to, typed
 * so that a stub answers only what the call may answer. An error stub keeps its status's literal
 * type, so stubbing a status the call's contract entry does not declare fails `tsc` like a screen
 * comparing with one (README "The contract").
 */
import type { ApiAnswer } from '../http/outcome';

/** What a call function resolves to, e.g. `OutcomeOf<typeof rostersApi.available>`. */
export type OutcomeOf<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

/** The statuses its error outcome may carry (for a table of refusals a test walks through). */
export type ErrorStatusOf<F extends (...args: never[]) => Promise<unknown>> = Extract<
  OutcomeOf<F>,
  { kind: 'error' }
>['status'];

/** An OK outcome: the answer's fields, with status 'OK'. */
export const okOutcome = <T extends object>(fields: T) => ({ kind: 'ok' as const, data: { status: 'OK', ...fields } });

/** An error outcome with its status and message, and the answer's other fields where the screen reads them. */
export const errorOutcome = <S extends string>(
  status: S,
  message: string,
  fields?: Record<string, unknown>,
): { kind: 'error'; status: S; message: string; response?: ApiAnswer } => ({
  kind: 'error',
  status,
  message,
  ...(fields && { response: { ...fields, status } }),
});
