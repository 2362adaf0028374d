/** Wrong OTP guesses, per mobile number (across all its codes) and per client address. */
import { AttemptCounter } from './attemptCounter';
import { createLimiter } from './createLimiter';
import type { ThrottleLimits } from './limits';

export const createOtpGuessThrottle = (limits: ThrottleLimits): AttemptCounter =>
  new AttemptCounter(
    createLimiter('otp-guess-account', limits.otpGuessesPerAccount),
    createLimiter('otp-guess-address', limits.otpGuessesPerAddress),
  );
