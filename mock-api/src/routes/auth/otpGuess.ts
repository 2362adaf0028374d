/**
 * After an OTP was checked: a wrong code stays counted against the mobile number and the
 * address; a right one clears the number's count; anything else (no code, an expired or dead
 * one, an invalid session) was no guess and is given back.
 */
import { Status } from '../../contract';
import type { AttemptCounter, AttemptKeys } from '../../security/throttle';

export async function settleOtpGuess(counter: AttemptCounter, keys: AttemptKeys, status: string): Promise<void> {
  if (status === Status.OTP_INCORRECT) return;
  if (status === Status.OK || status === Status.USER_EXIST) await counter.succeeded(keys);
  else await counter.refund(keys);
}
