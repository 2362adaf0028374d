/** The throttles of one API instance (each server has its own counters). */
import type { AttemptCounter } from './attemptCounter';
import { createCodeRequestThrottle } from './codeRequestThrottle';
import type { ThrottleLimits } from './limits';
import { createLoginThrottle } from './loginThrottle';
import { createOtpGuessThrottle } from './otpGuessThrottle';

export interface Throttles {
  login: AttemptCounter;
  otpGuesses: AttemptCounter;
  codeRequests: AttemptCounter;
}

export const createThrottles = (limits: ThrottleLimits): Throttles => ({
  login: createLoginThrottle(limits),
  otpGuesses: createOtpGuessThrottle(limits),
  codeRequests: createCodeRequestThrottle(limits),
});

export type { Attempt, AttemptKeys } from './attemptCounter';
export { AttemptCounter } from './attemptCounter';
export { tooManyAttempts } from './tooManyAttempts';
export { accountKey } from './accountKey';
