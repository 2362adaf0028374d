/**
 * Sends the queued clock records in the order they were made (shared-sdk's sendStored): a record
 * the API takes, or refuses for good (the employee is not of the site any more, the device's clock
 * is wrong), leaves the queue, each told to the kiosk; one that could not reach the API stays, and
 * the ones after it wait with it.
 */
import type { ClockRecorded } from '@times/shared-sdk';
import { sendStored } from '@times/shared-sdk/app';
import type { SendOutcome } from '@times/shared-sdk/app';
import type { ClockQueue, QueuedClock } from './clockQueue';
import { refOfClock } from './clockQueue';

/** What one send came back as, as the kiosk needs it. */
export type SendResult =
  | { kind: 'recorded'; clock: ClockRecorded }
  | { kind: 'refused'; message: string }
  /** Not taken now: try again later. */
  | { kind: 'later' };

export type SendClock = (queued: QueuedClock) => Promise<SendResult>;

export interface Sent {
  queued: QueuedClock;
  result: SentResult;
}

export type SentResult = Exclude<SendResult, { kind: 'later' }>;

/** The kiosk's send as the stored queue takes it. */
export const asStoredSend =
  (send: SendClock) =>
  async (queued: QueuedClock): Promise<SendOutcome<SentResult>> => {
    const result = await send(queued);
    return result.kind === 'later' ? { kind: 'later' } : { kind: 'done', result };
  };

/** Sends what the queue holds; resolves with what left it. */
export async function sendQueue(queue: ClockQueue, send: SendClock): Promise<Sent[]> {
  const sent = await sendStored(queue, refOfClock, asStoredSend(send));
  return sent.map(({ item, result }) => ({ queued: item, result }));
}
