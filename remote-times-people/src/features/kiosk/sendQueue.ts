/**
 * Sends the queued clock records in the order they were made, until the API is away again. A
 * record the API takes, or refuses for good (the employee is not of the site any more, the device's
 * clock is wrong), leaves the queue, each told to the kiosk; one that could not reach the API (no
 * connection, the API failing or down for now) stays, and the ones after it wait with it.
 */
import type { ClockRecorded } from '@times/shared-sdk';
import type { ClockQueue, QueuedClock } from './clockQueue';

/** What one send came back as, as the kiosk needs it. */
export type SendResult =
  | { kind: 'recorded'; clock: ClockRecorded }
  | { kind: 'refused'; message: string }
  /** Not taken now: try again later. */
  | { kind: 'later' };

export type SendClock = (queued: QueuedClock) => Promise<SendResult>;

export interface Sent {
  queued: QueuedClock;
  result: Exclude<SendResult, { kind: 'later' }>;
}

/** Sends what the queue holds; resolves with what left it. */
export async function sendQueue(queue: ClockQueue, send: SendClock): Promise<Sent[]> {
  const sent: Sent[] = [];
  for (const queued of queue.list()) {
    const result = await send(queued);
    if (result.kind === 'later') break;
    queue.remove(queued.request.ref);
    sent.push({ queued, result });
  }
  return sent;
}
