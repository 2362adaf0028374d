/** Wrong OTP guesses, per mobile number (across all its codes) and per client address. */
import { AttemptCounter } from './attemptCounter';
import { createLimiter } from './createLimiter';
import type { CounterStore } from './createLimiter';
import type { ThrottleLimits } from './limits';

export const createOtpGuessThrottle = (limits: ThrottleLimits, store: CounterStore): AttemptCounter =>
  new AttemptCounter(
    createLimiter('otp-guess-account', limits.otpGuessesPerAccount, store),
    createLimiter('otp-guess-address', limits.otpGuessesPerAddress, store),
  );
