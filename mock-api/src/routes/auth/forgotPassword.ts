/**
 * /api/auth/785643 forgot password: for a verified mobile, a reset request identified by four
 * random reference values, and an OTP in the outbox. An earlier open request of the user is dropped.
 * An unknown mobile is INVALID_USER ('Invalid user', as the spec says); every request counts,
 * per mobile number and per client address, so numbers cannot be tried at speed.
 */
import { Contract, Status } from '../../contract';
import { issueOtp } from '../../outbox/issueOtp';
import { printMessage } from '../../outbox/outbox';
import { accountKey, tooManyAttempts } from '../../security/throttle';
import { randomToken } from '../../security/tokens';
import { requireSession } from '../../sessions/sessions';
import { nextId } from '../../store/types';
import { findByMobile } from '../../users/users';
import { validatePayload } from '../../validation/validate';
import { contractRoute } from '../contractRoute';
import { schemaOf } from '../schemaOf';
import { isoAt } from '../context';

const contract = Contract.auth.forgotPassword;

export const forgotPasswordRoute = contractRoute(contract, async ({ body, session: request, address }, ctx) => {
  if (!requireSession(ctx, request, 'any')) return { status: Status.INVALID };
  const input = await validatePayload(schemaOf(contract), body);
  if (!input.ok) return input.result;
  const attempt = await ctx.throttles.codeRequests.take({ account: accountKey.mobile(input.value.mbl), address });
  if (!attempt.allowed) return tooManyAttempts(attempt.retryAfterSeconds);

  const outcome = await ctx.store.update((draft) => {
    const user = findByMobile(draft, input.value.mbl);
    if (!user?.verified) return undefined;
    const nowMs = ctx.now();
    const earlier = new Set(
      draft.password_resets.filter((reset) => reset.user_id === user.id).map((reset) => reset.id),
    );
    draft.password_resets = draft.password_resets.filter((reset) => !earlier.has(reset.id));
    draft.otps = draft.otps.filter((otp) => otp.reset_id === null || !earlier.has(otp.reset_id));

    const reference = { rfd: randomToken(16), rfdd: randomToken(16), tmd: randomToken(16), tmddc: randomToken(16) };
    const resetId = nextId(draft.password_resets);
    draft.password_resets.push({ id: resetId, user_id: user.id, ...reference, created_at: isoAt(nowMs) });
    const { expiresAt, message } = issueOtp(draft, ctx, {
      purpose: 'password_reset',
      userId: user.id,
      resetId,
      to: user.mbl,
    });
    return { reference, expiresAt, message };
  });

  if (!outcome) return { status: Status.INVALID_USER };
  printMessage(ctx, outcome.message);
  return { status: Status.OK, ...outcome.reference, dt_eotp: outcome.expiresAt };
});
