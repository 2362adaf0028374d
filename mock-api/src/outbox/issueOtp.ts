/** A new one-time code: stored as a digest with its expiry, and its text put in the outbox. */
import type { RouteContext } from '../routes/context';
import { isoAt } from '../routes/context';
import { generateOtp, otpDigest } from '../security/otp';
import type { ReservedIds } from '../store/reservedIds';
import type { DbState, OtpPurpose, OutboxMessage } from '../store/types';
import { addOtpMessage } from './outbox';

export interface OtpRequestFor {
  purpose: OtpPurpose;
  userId: number;
  /** The password reset the code belongs to (password_reset only). */
  resetId?: number;
  /** The mobile number the text goes to. */
  to: string;
  /** Where the code's id comes from (the write's reserved ids). */
  ids: ReservedIds;
}

export function issueOtp(
  draft: DbState,
  ctx: RouteContext,
  { purpose, userId, resetId, to, ids }: OtpRequestFor,
): { expiresAt: string; message: OutboxMessage } {
  const code = generateOtp();
  const nowMs = ctx.now();
  const expiresAt = isoAt(nowMs + ctx.config.otpSeconds * 1000);
  draft.otps.push({
    id: ids.next('otps', draft.otps),
    purpose,
    user_id: userId,
    reset_id: resetId ?? null,
    code_hash: otpDigest(code),
    attempts: 0,
    created_at: isoAt(nowMs),
    expires_at: expiresAt,
  });
  return { expiresAt, message: addOtpMessage(draft, ctx, { to, code, purpose, expiresAt }) };
}
