/** The text of a throttled call: the wait the server sent (retry_after, seconds) in whole minutes, rounded up. */
import { messages } from '../catalogue/messages';
import type { ApiAnswer } from '../http/outcome';

const SECONDS_PER_MINUTE = 60;

export function tooManyAttemptsText(answer: ApiAnswer): string {
  const seconds = Number(answer.retry_after);
  if (!Number.isFinite(seconds) || seconds <= 0) return messages.status.tooManyAttemptsLater;
  return messages.status.tooManyAttempts(Math.ceil(seconds / SECONDS_PER_MINUTE));
}
