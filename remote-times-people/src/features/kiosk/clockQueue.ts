/**
 * The kiosk's clock records not yet taken by the API, kept in the browser's storage (one list per
 * site) so none is lost while the API is away or the page reloads: each keeps its own times and
 * ref, so sending it again later records it once, at the time it was made.
 */
import type { ClockRequest } from '@times/shared-sdk';

export interface QueuedClock {
  request: ClockRequest;
  /** 'Name Surname', for the messages. */
  name: string;
}

const keyOf = (std: string) => `times.kiosk.queue.${std}`;

const isQueued = (value: unknown): value is QueuedClock =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QueuedClock).name === 'string' &&
  typeof (value as QueuedClock).request?.ref === 'string';

export class ClockQueue {
  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'>,
    private readonly std: string,
  ) {}

  list(): QueuedClock[] {
    try {
      const stored: unknown = JSON.parse(this.storage.getItem(keyOf(this.std)) ?? '[]');
      return Array.isArray(stored) ? stored.filter(isQueued) : [];
    } catch {
      return [];
    }
  }

  add(clock: QueuedClock): void {
    this.write([...this.list().filter((queued) => queued.request.ref !== clock.request.ref), clock]);
  }

  remove(ref: string): void {
    this.write(this.list().filter((queued) => queued.request.ref !== ref));
  }

  private write(clocks: QueuedClock[]): void {
    this.storage.setItem(keyOf(this.std), JSON.stringify(clocks));
  }
}
