/**
 * The kiosk's clock records not yet taken by the API, kept in the browser's storage (one list per
 * site: shared-sdk's StoredQueue) so none is lost while the API is away or the page reloads: each
 * keeps its own times and ref, so sending it again later records it once, at the time it was made.
 */
import type { ClockRequest } from '@times/shared-sdk';
import { StoredQueue } from '@times/shared-sdk/app';
import type { QueueStorage } from '@times/shared-sdk/app';

export interface QueuedClock {
  request: ClockRequest;
  /** 'Name Surname', for the messages. */
  name: string;
}

const keyOf = (std: string) => `times.kiosk.queue.${std}`;

export const refOfClock = (clock: QueuedClock): string => clock.request.ref;

const isQueued = (value: unknown): value is QueuedClock =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QueuedClock).name === 'string' &&
  typeof (value as QueuedClock).request?.ref === 'string';

export class ClockQueue extends StoredQueue<QueuedClock> {
  constructor(storage: QueueStorage, std: string) {
    super(storage, keyOf(std), refOfClock, isQueued);
  }
}
