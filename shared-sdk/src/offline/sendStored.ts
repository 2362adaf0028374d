/**
 * Sends a stored queue's items in the order they were made, until the API is away again. An item
 * the API takes, or refuses for good, leaves the queue with its result; one that could not reach
 * the API (no connection, the API failing or down for now) stays, and the ones after it wait with it.
 */
import { Status } from '../constants/codes';
import type { StoredQueue } from './storedQueue';

/** One send's outcome: done (taken or refused for good) with what the screen tells, or try again later. */
export type SendOutcome<R> = { kind: 'done'; result: R } | { kind: 'later' };

export interface SentItem<T, R> {
  item: T;
  result: R;
}

/** What a call's error status means for a queued item: the API could not take it now. */
export const SEND_LATER_STATUSES: readonly string[] = [
  Status.NETWORK_ERROR,
  Status.SERVER_ERROR,
  Status.SERVICE_UNAVAILABLE,
];

export async function sendStored<T, R>(
  queue: StoredQueue<T>,
  refOf: (item: T) => string,
  send: (item: T) => Promise<SendOutcome<R>>,
): Promise<SentItem<T, R>[]> {
  const sent: SentItem<T, R>[] = [];
  for (const item of queue.list()) {
    const outcome = await send(item);
    if (outcome.kind === 'later') break;
    queue.remove(refOf(item));
    sent.push({ item, result: outcome.result });
  }
  return sent;
}
