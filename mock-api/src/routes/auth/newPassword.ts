/**
 * /api/auth/982345 new password: the reset request named by rfd, rfdd, tmd and tmddc, checked
 * with its OTP. OK stores the new hash, closes the request and ends the user's sessions.
 * Wrong codes are throttled like the registration's (per mobile number and per client
 * address), and the new password is hashed only once the code has matched: a guess costs the
 * server no scrypt work.
 */
import { Contract, Status } from '../../contract';
import { checkOtp } from '../../security/otp';
import { hashPassword } from '../../security/password';
import { accountKey, tooManyAttempts } from '../../security/throttle';
import { sameText } from '../../security/tokens';
import { requireSession } from '../../sessions/sessions';
import type { DbState, PasswordResetRecord, UserRecord } from '../../store/types';
import { validatePayload } from '../../validation/validate';
import { contractRoute } from '../contractRoute';
import { schemaOf } from '../schemaOf';
import { settleOtpGuess } from './otpGuess';

type Reference = Pick<PasswordResetRecord, 'rfd' | 'rfdd' | 'tmd' | 'tmddc'>;

const findReset = (state: DbState, ref: Reference): PasswordResetRecord | undefined => {
  const reset = state.password_resets.find((candidate) => candidate.rfd === ref.rfd);
  const matches =
    reset &&
    [sameText(reset.rfdd, ref.rfdd), sameText(reset.tmd, ref.tmd), sameText(reset.tmddc, ref.tmddc)].every(Boolean);
  return matches ? reset : undefined;
};

const resetUser = (state: DbState, reset: PasswordResetRecord): UserRecord | undefined =>
  state.users.find((candidate) => candidate.id === reset.user_id && candidate.verified);

const contract = Contract.auth.newPassword;

export const newPasswordRoute = contractRoute(contract, async ({ body, session: request, address }, ctx) => {
  if (!requireSession(ctx, request, 'any')) return { status: Status.INVALID };
  const input = await validatePayload(schemaOf(contract), body);
  if (!input.ok) return input.result;
  const reset = findReset(ctx.store.data, input.value);
  const owner = reset && resetUser(ctx.store.data, reset);
  if (!reset || !owner) return { status: Status.INVALID_USER };

  const keys = { account: accountKey.mobile(owner.mbl), address };
  const attempt = await ctx.throttles.otpGuesses.take(keys);
  if (!attempt.allowed) return tooManyAttempts(attempt.retryAfterSeconds);

  // The code first (a wrong one counts an attempt on the code and is saved).
  const checked = await ctx.store.update((draft) => {
    const open = findReset(draft, input.value);
    if (!open || !resetUser(draft, open)) return { status: Status.INVALID_USER };
    const otp = draft.otps.find((candidate) => candidate.reset_id === open.id);
    if (!otp) return { status: Status.OTP_EXPIRED };
    return { status: checkOtp(otp, input.value.otp, ctx.now(), ctx.config.otpMaxAttempts), otpId: otp.id };
  });
  if (checked.status !== Status.OK) {
    await settleOtpGuess(ctx.throttles.otpGuesses, keys, checked.status);
    return { status: checked.status };
  }

  const passHash = await hashPassword(input.value.pass, ctx.config.scryptCost);
  const status = await ctx.store.update((draft) => {
    // Still the same open request and code (nothing used them while the hash was computed).
    const open = findReset(draft, input.value);
    const user = open && resetUser(draft, open);
    if (!open || !user || !draft.otps.some((candidate) => candidate.id === checked.otpId)) return Status.INVALID_USER;

    user.pass_hash = passHash;
    draft.password_resets = draft.password_resets.filter((candidate) => candidate.id !== open.id);
    draft.otps = draft.otps.filter((candidate) => candidate.reset_id !== open.id);
    draft.sessions = draft.sessions.filter((session) => session.user_id !== user.id);
    return Status.OK;
  });
  await settleOtpGuess(ctx.throttles.otpGuesses, keys, status);
  return { status };
});
