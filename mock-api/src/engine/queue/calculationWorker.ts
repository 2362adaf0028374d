/**
 * A worker of the calculation queue (`npm run worker`, any number on any machine): takes a job,
 * computes it in a worker thread of the roster engine (so this process keeps renewing its hold on
 * the job while the search runs), and answers its result through the queue. A job never runs
 * twice: one whose worker died (its hold lapsed) fails instead of being retried (maxStalledCount 0),
 * and the API writes the outcome of the calculation it started only once (rosters/calculation/outcome.ts).
 */
import { Worker } from 'bullmq';
import type { Job } from 'bullmq';
import { localEngine } from '../localEngine';
import type { CalculationJobName, CalculationJobs, QueueTimings } from './calculationQueue';
import { DEFAULT_TIMINGS, QUEUE_NAME, redisConnection } from './calculationQueue';

export interface CalculationWorkerOptions {
  /** Jobs computed at once (each in its own thread); default 1. */
  concurrency?: number;
  timings?: QueueTimings;
}

type AnyJob = Job<CalculationJobs[CalculationJobName]['data'], unknown, string>;

function compute(job: AnyJob, signal?: AbortSignal): Promise<unknown> {
  switch (job.name as CalculationJobName) {
    case 'roster':
      return localEngine.roster(job.data as CalculationJobs['roster']['data'], { signal });
    case 'site-allocation':
      return localEngine.siteAllocation(job.data as CalculationJobs['site-allocation']['data'], { signal });
    default:
      throw new Error(`Unknown calculation job '${String(job.name)}'`);
  }
}

export function startCalculationWorker(redisUrl: string, options: CalculationWorkerOptions = {}): Worker {
  const timings = options.timings ?? DEFAULT_TIMINGS;
  const connection = redisConnection(redisUrl);
  const worker = new Worker<CalculationJobs[CalculationJobName]['data'], unknown, string>(
    QUEUE_NAME,
    (job: AnyJob, _token, signal) => compute(job, signal),
    {
      connection,
      concurrency: options.concurrency ?? 1,
      lockDuration: timings.lockMs,
      stalledInterval: timings.stalledCheckMs,
      maxStalledCount: 0,
    },
  );
  // BullMQ leaves a connection it was given open.
  worker.on('closed', () => connection.disconnect());
  return worker;
}
