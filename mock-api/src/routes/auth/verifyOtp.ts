/**
 * /api/auth/981203 OTP verification of a registration. Needs the pending user session the
 * registration returned; OK verifies the user and makes the session a full user session.
 * Wrong guesses are throttled per mobile number (across every code it was sent) and per client
 * address: TOO_MANY_ATTEMPTS before the code is looked at.
 */
import { Contract, Status } from '../../contract';
import { accountKey, tooManyAttempts } from '../../security/throttle';
import { validatePayload } from '../../validation/validate';
import { isoAt } from '../context';
import { contractRoute } from '../contractRoute';
import { schemaOf } from '../schemaOf';
import { settleOtpGuess } from './otpGuess';

const contract = Contract.auth.verifyOtp;

export const verifyOtpRoute = contractRoute(contract, async ({ body, session: request, address }, ctx) => {
  const accounts = ctx.repos.accounts;
  const pending = await accounts.session(request, 'pendingUser', ctx.now());
  if (!pending || pending.user_id === null) return { status: Status.INVALID };
  const input = await validatePayload(schemaOf(contract), body);
  if (!input.ok) return input.result;
  const userId = pending.user_id;
  const registered = await accounts.user(userId);
  if (!registered) return { status: Status.INVALID };

  const keys = { account: accountKey.mobile(registered.mbl), address };
  const attempt = await ctx.throttles.otpGuesses.take(keys);
  if (!attempt.allowed) return tooManyAttempts(attempt.retryAfterSeconds);

  // The code is checked inside the write (a wrong one is counted on it), on the newest state.
  const status = await accounts.verifyRegistration(pending.id, userId, input.value.otp, ctx);
  await settleOtpGuess(ctx.throttles.otpGuesses, keys, status);
  // Ours (issue 31): the mobile is now proved: an invitation sent to it links the new account to its employee.
  if (status === Status.OK) await ctx.repos.selfService.linkInvitations(registered, isoAt(ctx.now()));
  return { status };
});
