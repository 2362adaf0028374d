/** One-time codes: 6 random digits, kept only as a digest, limited in time and attempts. */
import { randomInt } from 'node:crypto';
import type { OtpRecord } from '../store/types';
import { sameText, sha256 } from './tokens';

export const OTP_LENGTH = 6;

export const generateOtp = (): string => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

export const otpDigest = (code: string): string => sha256(code);

export type OtpCheck = 'OK' | 'OTP_INCORRECT' | 'OTP_EXPIRED' | 'OTP_ATTEMPTS_EXCEEDED';

/**
 * Check a code against its record. A dead code (maxAttempts wrong tries) stays dead, an expired
 * one stays expired; a wrong code counts an attempt (the caller saves the record).
 */
export function checkOtp(record: OtpRecord, code: string, nowMs: number, maxAttempts: number): OtpCheck {
  if (record.attempts >= maxAttempts) return 'OTP_ATTEMPTS_EXCEEDED';
  if (Date.parse(record.expires_at) <= nowMs) return 'OTP_EXPIRED';
  if (!sameText(otpDigest(code.trim()), record.code_hash)) {
    record.attempts += 1;
    return 'OTP_INCORRECT';
  }
  return 'OK';
}
