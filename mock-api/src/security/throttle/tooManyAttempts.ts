/** The answer to a refused attempt: TOO_MANY_ATTEMPTS and how many seconds until the next one counts. */
import { Status } from '../../contract';
import type { TooManyAttemptsResponse } from '../../contract';

export const tooManyAttempts = (retryAfterSeconds: number): TooManyAttemptsResponse => ({
  status: Status.TOO_MANY_ATTEMPTS,
  retry_after: retryAfterSeconds,
});
