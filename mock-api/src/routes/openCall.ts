/**
 * The steps every signed-in call's opening takes before its own right check (guardedRoute,
 * lookupRoute, memberRoute): a full user session (else INVALID), the payload valid when the call
 * has a schema (else VALIDATION_ERROR with the field messages), and the records of the session's
 * app its user's rights are decided on (the rights repository).
 */
import type { AnyObjectSchema } from 'yup';
import { Status } from '../contract';
import type { RightsState } from '../rights/rightsState';
import { requireUser } from '../sessions/sessions';
import type { SessionRecord } from '../store/types';
import { validatePayload } from '../validation/validate';
import type { ApiCall, RouteContext, ValidationErrorResponse } from './context';

export type OpenedCall<I> =
  | { ok: true; input: I; session: SessionRecord; state: RightsState }
  | { ok: false; result: { status: typeof Status.INVALID } | ValidationErrorResponse };

export async function openCall<I>(
  schema: AnyObjectSchema | undefined,
  { body, session: request }: ApiCall,
  ctx: RouteContext,
): Promise<OpenedCall<I>> {
  const signedIn = await requireUser(ctx, request);
  if (!signedIn) return { ok: false, result: { status: Status.INVALID } };
  let input = {} as I;
  if (schema) {
    const validated = await validatePayload(schema, body);
    if (!validated.ok) return validated;
    input = validated.value as I;
  }
  const state = await ctx.repos.rights.stateOf(signedIn.session);
  return { ok: true, input, session: signedIn.session, state };
}
