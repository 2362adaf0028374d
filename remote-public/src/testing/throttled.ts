/** For component tests: the outcome of a call the server throttled ('TOO_MANY_ATTEMPTS' with its wait in seconds). */
import { Status, messageFor } from '@times/shared-sdk';
import { errorOutcome } from '@times/shared-sdk/testing';

export const throttled = (messages: Parameters<typeof messageFor>[1], retry_after: number) => {
  const answer = { status: Status.TOO_MANY_ATTEMPTS, retry_after };
  return errorOutcome(answer.status, messageFor(answer, messages), answer);
};
