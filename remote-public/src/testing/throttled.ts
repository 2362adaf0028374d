/** For component tests: the outcome of a call the server throttled ('TOO_MANY_ATTEMPTS' with its wait in seconds). */
import { messageFor } from '@times/shared-sdk';

export const throttled = (messages: Parameters<typeof messageFor>[1], retry_after: number) => {
  const answer = { status: 'TOO_MANY_ATTEMPTS', retry_after };
  return { kind: 'error' as const, status: answer.status, message: messageFor(answer, messages), response: answer };
};
