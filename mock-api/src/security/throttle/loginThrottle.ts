/** Wrong passwords, per account and per client address. */
import { AttemptCounter } from './attemptCounter';
import { createLimiter } from './createLimiter';
import type { ThrottleLimits } from './limits';

export const createLoginThrottle = (limits: ThrottleLimits): AttemptCounter =>
  new AttemptCounter(
    createLimiter('login-account', limits.loginFailuresPerAccount),
    createLimiter('login-address', limits.loginFailuresPerAddress),
  );
