/**
 * The employee's time-off requests not yet taken by the API, kept on the phone (shared-sdk's
 * StoredQueue): a request made offline waits here with its own ref and is sent when the connection
 * is back; the API answers a ref it has seen with the request it made then, so it arrives once.
 */
import type { QueueStorage, SendOutcome } from '@times/shared-sdk/mytimes';
import { SEND_LATER_STATUSES, StoredQueue, myTimesApi } from '@times/shared-sdk/mytimes';
import type { TimeOffAddRequest, TimeOffRequestRow } from '@times/shared-sdk';

export interface QueuedTimeOff {
  request: TimeOffAddRequest;
}

/** What a queued request came back as. */
export type TimeOffSent = { kind: 'sent'; row: TimeOffRequestRow } | { kind: 'refused'; message: string };

export const refOfTimeOff = (queued: QueuedTimeOff): string => queued.request.ref;

const isQueued = (value: unknown): value is QueuedTimeOff =>
  typeof (value as QueuedTimeOff | null)?.request?.ref === 'string';

export const timeOffQueue = (storage: QueueStorage, empd: string) =>
  new StoredQueue<QueuedTimeOff>(storage, `times.mytimes.${empd}.timeOffQueue`, refOfTimeOff, isQueued);

export async function sendTimeOff(queued: QueuedTimeOff): Promise<SendOutcome<TimeOffSent>> {
  const outcome = await myTimesApi.addTimeOff(queued.request);
  if (outcome.kind === 'ok') return { kind: 'done', result: { kind: 'sent', row: outcome.data.request } };
  if (outcome.kind === 'error' && !SEND_LATER_STATUSES.includes(outcome.status))
    return { kind: 'done', result: { kind: 'refused', message: outcome.message } };
  // Offline, the API away, or signed out: kept for later on this phone.
  return { kind: 'later' };
}

/** A new ref for a request made on this phone. */
export const newRef = (): string =>
  `mt-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`.replace(/[^A-Za-z0-9_-]/g, '');
