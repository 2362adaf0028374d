/**
 * The roster calculations' job queue (BullMQ on Redis, REDIS_URL): its name, its two kinds of job
 * and their data, and the timings the API and the workers agree on.
 */
import type { RosterModel, RosterResult, SiteAllocation, SiteAllocationInput } from '@times/roster-engine';
import { Redis } from 'ioredis';

export const QUEUE_NAME = 'roster-calculations';

export interface CalculationJobs {
  roster: { data: RosterModel; result: RosterResult };
  'site-allocation': { data: SiteAllocationInput; result: SiteAllocation };
}
export type CalculationJobName = keyof CalculationJobs;

export interface QueueTimings {
  /**
   * How long a worker's hold on a job lasts unless renewed (it renews it every half of this while
   * it computes). A worker that dies lets it lapse: its job fails at the next stalled check.
   */
  lockMs: number;
  /** How often the workers look for jobs whose hold lapsed. */
  stalledCheckMs: number;
}

export const DEFAULT_TIMINGS: QueueTimings = { lockMs: 30_000, stalledCheckMs: 30_000 };

/** The timings of the settings (config.queueLockMs: the hold, and the stalled check as often). */
export const queueTimings = ({ queueLockMs }: { queueLockMs: number }): QueueTimings => ({
  lockMs: queueLockMs,
  stalledCheckMs: queueLockMs,
});

/** What a job's failure says when its worker stopped before it finished (the roster's failure reason). */
export const WORKER_STOPPED = 'The calculation stopped: its worker went away before it finished. Calculate again.';

export interface ConnectionOptions {
  /** For a producer: commands fail while disconnected instead of waiting for Redis to come back. */
  failFast?: boolean;
  /** Once true, a lost connection is not retried (so a closed queue leaves nothing reconnecting). */
  stopped?: () => boolean;
}

const CONNECT_TIMEOUT_MS = 2000;
/** Waits between reconnection attempts: growing to 1 s. */
export const RECONNECT_MAX_MS = 1000;
const RECONNECT_MS = (attempt: number) => Math.min(attempt * 200, RECONNECT_MAX_MS);

/**
 * A connection for BullMQ (its blocking commands need maxRetriesPerRequest null). The copies BullMQ
 * makes of it for blocking commands share its options, the stop of reconnection among them.
 */
export function redisConnection(
  url: string,
  { failFast = false, stopped = () => false }: ConnectionOptions = {},
): Redis {
  const connection = new Redis(url, {
    maxRetriesPerRequest: null,
    // A Redis on the network answers within this or is down (ioredis waits 10 s by default).
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => (stopped() ? null : RECONNECT_MS(attempt)),
    ...(failFast ? { enableOfflineQueue: false } : {}),
  });
  // Redis away: ioredis keeps reconnecting; the calls that need it say so (SERVICE_UNAVAILABLE), not each retry.
  connection.on('error', () => {});
  return connection;
}
