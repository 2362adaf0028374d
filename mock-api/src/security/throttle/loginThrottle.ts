/** Wrong passwords, per account and per client address. */
import { AttemptCounter } from './attemptCounter';
import { createLimiter } from './createLimiter';
import type { CounterStore } from './createLimiter';
import type { ThrottleLimits } from './limits';

export const createLoginThrottle = (limits: ThrottleLimits, store: CounterStore): AttemptCounter =>
  new AttemptCounter(
    createLimiter('login-account', limits.loginFailuresPerAccount, store),
    createLimiter('login-address', limits.loginFailuresPerAddress, store),
  );
