/**
 * /api/auth/785643 forgot password: for a verified mobile, a reset request identified by four
 * random reference values, and an OTP in the outbox. An earlier open request of the user is dropped.
 * An unknown mobile is INVALID_USER ('Invalid user', as the spec says); every request counts,
 * per mobile number and per client address, so numbers cannot be tried at speed.
 */
import { Contract, Status } from '../../contract';
import { printMessage } from '../../outbox/outbox';
import { accountKey, tooManyAttempts } from '../../security/throttle';
import { validatePayload } from '../../validation/validate';
import { contractRoute } from '../contractRoute';
import { schemaOf } from '../schemaOf';

const contract = Contract.auth.forgotPassword;

export const forgotPasswordRoute = contractRoute(contract, async ({ body, session: request, address }, ctx) => {
  if (!(await ctx.repos.accounts.session(request, 'any', ctx.now()))) return { status: Status.INVALID };
  const input = await validatePayload(schemaOf(contract), body);
  if (!input.ok) return input.result;
  const attempt = await ctx.throttles.codeRequests.take({ account: accountKey.mobile(input.value.mbl), address });
  if (!attempt.allowed) return tooManyAttempts(attempt.retryAfterSeconds);

  // Decided inside the write, on the newest state: the user's earlier requests go with it.
  const outcome = await ctx.repos.accounts.requestReset(input.value.mbl, ctx);
  if (!outcome) return { status: Status.INVALID_USER };
  printMessage(ctx, outcome.message);
  return { status: Status.OK, ...outcome.reference, dt_eotp: outcome.expiresAt };
});
