/**
 * /api/auth/982345 new password: the reset request named by rfd, rfdd, tmd and tmddc, checked
 * with its OTP. OK stores the new hash, closes the request and ends the user's sessions.
 */
import { newPasswordPayloadSchema } from '@times/shared-sdk/schemas';
import { Paths, Status } from '../../contract';
import { checkOtp } from '../../security/otp';
import { hashPassword } from '../../security/password';
import { sameText } from '../../security/tokens';
import { requireSession } from '../../sessions/sessions';
import type { DbState, PasswordResetRecord } from '../../store/types';
import { validatePayload } from '../../validation/validate';
import type { ApiResult, ApiRoute } from '../context';

type Reference = Pick<PasswordResetRecord, 'rfd' | 'rfdd' | 'tmd' | 'tmddc'>;

const findReset = (state: DbState, ref: Reference): PasswordResetRecord | undefined => {
  const reset = state.password_resets.find((candidate) => candidate.rfd === ref.rfd);
  const matches =
    reset && [sameText(reset.rfdd, ref.rfdd), sameText(reset.tmd, ref.tmd), sameText(reset.tmddc, ref.tmddc)].every(Boolean);
  return matches ? reset : undefined;
};

export const newPasswordRoute: ApiRoute = {
  path: Paths.auth.newPassword,
  schema: newPasswordPayloadSchema,
  handle: async ({ body, session: request }, ctx): Promise<ApiResult> => {
    if (!requireSession(ctx, request, 'any')) return { status: Status.INVALID };
    const input = await validatePayload(newPasswordPayloadSchema, body);
    if (!input.ok) return input.result;
    if (!findReset(ctx.store.data, input.value)) return { status: Status.INVALID_USER };
    const passHash = await hashPassword(input.value.pass, ctx.config.scryptCost);

    const status = ctx.store.update((draft) => {
      const reset = findReset(draft, input.value);
      const user = reset && draft.users.find((candidate) => candidate.id === reset.user_id && candidate.verified);
      if (!reset || !user) return Status.INVALID_USER;
      const otp = draft.otps.find((candidate) => candidate.reset_id === reset.id);
      if (!otp) return Status.OTP_EXPIRED;
      const check = checkOtp(otp, input.value.otp, ctx.now(), ctx.config.otpMaxAttempts);
      if (check !== 'OK') return check;

      user.pass_hash = passHash;
      draft.password_resets = draft.password_resets.filter((candidate) => candidate.id !== reset.id);
      draft.otps = draft.otps.filter((candidate) => candidate.reset_id !== reset.id);
      draft.sessions = draft.sessions.filter((session) => session.user_id !== user.id);
      return Status.OK;
    });
    return { status };
  },
};
