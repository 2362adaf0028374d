/**
 * /api/auth/982345 new password: the reset request named by rfd, rfdd, tmd and tmddc, checked
 * with its OTP. OK stores the new hash, closes the request and ends the user's sessions.
 * Wrong codes are throttled like the registration's (per mobile number and per client
 * address), and the new password is hashed only once the code has matched: a guess costs the
 * server no scrypt work.
 */
import { Contract, Status } from '../../contract';
import { hashPassword } from '../../security/password';
import { accountKey, tooManyAttempts } from '../../security/throttle';
import { validatePayload } from '../../validation/validate';
import { contractRoute } from '../contractRoute';
import { schemaOf } from '../schemaOf';
import { settleOtpGuess } from './otpGuess';

const contract = Contract.auth.newPassword;

export const newPasswordRoute = contractRoute(contract, async ({ body, session: request, address }, ctx) => {
  const accounts = ctx.repos.accounts;
  if (!(await accounts.session(request, 'any', ctx.now()))) return { status: Status.INVALID };
  const input = await validatePayload(schemaOf(contract), body);
  if (!input.ok) return input.result;
  const owner = await accounts.resetOwner(input.value);
  if (!owner) return { status: Status.INVALID_USER };

  const keys = { account: accountKey.mobile(owner.mbl), address };
  const attempt = await ctx.throttles.otpGuesses.take(keys);
  if (!attempt.allowed) return tooManyAttempts(attempt.retryAfterSeconds);

  // The code first (a wrong one counts an attempt on the code and is saved).
  const checked = await accounts.checkResetCode(input.value, input.value.otp, ctx);
  if (checked.status !== Status.OK) {
    await settleOtpGuess(ctx.throttles.otpGuesses, keys, checked.status);
    return { status: checked.status };
  }

  const passHash = await hashPassword(input.value.pass, ctx.config.scryptCost);
  // Still the same open request and code (nothing used them while the hash was computed).
  const status = await accounts.setPassword(input.value, checked.otpId, passHash);
  await settleOtpGuess(ctx.throttles.otpGuesses, keys, status);
  return { status };
});
