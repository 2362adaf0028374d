/**
 * /api/auth/981203 OTP verification of a registration. Needs the pending user session the
 * registration returned; OK verifies the user and makes the session a full user session.
 * Wrong guesses are throttled per mobile number (across every code it was sent) and per client
 * address: TOO_MANY_ATTEMPTS before the code is looked at.
 */
import { Contract, Status } from '../../contract';
import { checkOtp } from '../../security/otp';
import { accountKey, tooManyAttempts } from '../../security/throttle';
import { requireSession } from '../../sessions/sessions';
import { verifiedHolder } from '../../users/users';
import { validatePayload } from '../../validation/validate';
import { contractRoute } from '../contractRoute';
import { schemaOf } from '../schemaOf';
import { isoAt } from '../context';
import { settleOtpGuess } from './otpGuess';

const contract = Contract.auth.verifyOtp;

export const verifyOtpRoute = contractRoute(contract, async ({ body, session: request, address }, ctx) => {
  const pending = requireSession(ctx, request, 'pendingUser');
  if (!pending || pending.user_id === null) return { status: Status.INVALID };
  const input = await validatePayload(schemaOf(contract), body);
  if (!input.ok) return input.result;
  const userId = pending.user_id;
  const registered = ctx.store.data.users.find((candidate) => candidate.id === userId);
  if (!registered) return { status: Status.INVALID };

  const keys = { account: accountKey.mobile(registered.mbl), address };
  const attempt = await ctx.throttles.otpGuesses.take(keys);
  if (!attempt.allowed) return tooManyAttempts(attempt.retryAfterSeconds);

  const status = await ctx.store.update((draft) => {
    const user = draft.users.find((candidate) => candidate.id === userId);
    if (!user) return Status.INVALID;
    const otp = draft.otps
      .filter((candidate) => candidate.purpose === 'registration' && candidate.user_id === userId)
      .pop();
    if (!otp) return Status.OTP_EXPIRED;
    const check = checkOtp(otp, input.value.otp, ctx.now(), ctx.config.otpMaxAttempts);
    if (check !== 'OK') return check;
    if (verifiedHolder(draft, user.mbl, user.eml, user.id)) return Status.USER_EXIST;

    user.verified = true;
    user.verified_at = isoAt(ctx.now());
    draft.otps = draft.otps.filter((candidate) => candidate.id !== otp.id);
    const session = draft.sessions.find((candidate) => candidate.id === pending.id);
    if (session) session.pending = false;
    return Status.OK;
  });
  await settleOtpGuess(ctx.throttles.otpGuesses, keys, status);
  return { status };
});
