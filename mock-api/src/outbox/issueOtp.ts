/** A new one-time code: stored as a digest with its expiry, and its text put in the outbox. */
import type { RouteContext } from '../routes/context';
import { isoAt } from '../routes/context';
import { generateOtp, otpDigest } from '../security/otp';
import { nextId } from '../store/types';
import type { DbState, OtpPurpose, OutboxMessage } from '../store/types';
import { addOtpMessage } from './outbox';

export interface OtpRequestFor {
  purpose: OtpPurpose;
  userId: number;
  /** The password reset the code belongs to (password_reset only). */
  resetId?: number;
  /** The mobile number the text goes to. */
  to: string;
}

export function issueOtp(
  draft: DbState,
  ctx: RouteContext,
  { purpose, userId, resetId, to }: OtpRequestFor,
): { expiresAt: string; message: OutboxMessage } {
  const code = generateOtp();
  const nowMs = ctx.now();
  const expiresAt = isoAt(nowMs + ctx.config.otpSeconds * 1000);
  draft.otps.push({
    id: nextId(draft.otps),
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
