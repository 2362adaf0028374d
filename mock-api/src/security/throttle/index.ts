/**
 * The throttles of one API instance: its own counters, or with a database those every instance
 * on it shares (createLimiter.ts).
 */
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AttemptCounter } from './attemptCounter';
import { createCodeRequestThrottle } from './codeRequestThrottle';
import { createLimiter } from './createLimiter';
import type { CounterStore } from './createLimiter';
import type { ThrottleLimits } from './limits';
import { createLoginThrottle } from './loginThrottle';
import { createOtpGuessThrottle } from './otpGuessThrottle';

export interface Throttles {
  login: AttemptCounter;
  otpGuesses: AttemptCounter;
  codeRequests: AttemptCounter;
  /** First visits per client address and minute (security/visitorLimit.ts). */
  visitors: RateLimiterAbstract;
}

const MINUTE = 60;

export const createThrottles = (
  limits: ThrottleLimits,
  visitorsPerMinute: number,
  store: CounterStore = null,
): Throttles => ({
  login: createLoginThrottle(limits, store),
  otpGuesses: createOtpGuessThrottle(limits, store),
  codeRequests: createCodeRequestThrottle(limits, store),
  visitors: createLimiter('visitor', { points: visitorsPerMinute, seconds: MINUTE }, store),
});

export type { Attempt, AttemptKeys } from './attemptCounter';
export { AttemptCounter } from './attemptCounter';
export { tooManyAttempts } from './tooManyAttempts';
export { accountKey } from './accountKey';
export type { CounterStore } from './createLimiter';
