/** Registrations and password-reset requests (each may text a code), per mobile number and per client address. */
import { AttemptCounter } from './attemptCounter';
import { createLimiter } from './createLimiter';
import type { CounterStore } from './createLimiter';
import type { ThrottleLimits } from './limits';

export const createCodeRequestThrottle = (limits: ThrottleLimits, store: CounterStore): AttemptCounter =>
  new AttemptCounter(
    createLimiter('code-request-account', limits.codeRequestsPerAccount, store),
    createLimiter('code-request-address', limits.codeRequestsPerAddress, store),
  );
