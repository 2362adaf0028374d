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

/** A connection for BullMQ (its blocking commands need maxRetriesPerRequest null). */
export const redisConnection = (url: string): Redis => new Redis(url, { maxRetriesPerRequest: null });
