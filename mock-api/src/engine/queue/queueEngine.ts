/**
 * The engine on the job queue (REDIS_URL): each roster search or site allocation becomes a job of
 * the calculation queue that some `npm run worker` computes; this process waits for its answer
 * through the queue's events. A job whose worker went away fails: at once when another worker's
 * stalled check finds its hold lapsed, and at the latest when it has been running longer than
 * any healthy worker could (the engine's own time limit and its hard stop, plus one hold), so a
 * roster never stays Processing because a machine died. Abort takes a job off the queue if it has
 * not started; one already computing runs out and its answer is dropped.
 */
import { randomUUID } from 'node:crypto';
import { WORKER_OVERHEAD_MS } from '@times/roster-engine';
import { Queue, QueueEvents } from 'bullmq';
import type { Job } from 'bullmq';
import { ServiceUnavailable } from '../../http/serviceDown';
import type { EngineRunOptions, EngineRunner } from '../engineRunner';
import type { CalculationJobName, CalculationJobs, QueueTimings } from './calculationQueue';
import { DEFAULT_TIMINGS, QUEUE_NAME, WORKER_STOPPED, redisConnection } from './calculationQueue';

/** Finished jobs kept for a look in Redis: a day of failures, an hour of results. */
const KEEP = { removeOnComplete: { age: 3600 }, removeOnFail: { age: 86_400 } };

/** How long closing waits for BullMQ's own goodbyes. */
const CLOSE_WAIT_MS = 1000;

export interface QueueEngineOptions {
  timings?: QueueTimings;
  /** How long past its time limit a started job may run before it is given up (default: the engine's hard stop). */
  overrunMs?: number;
}

class Aborted extends Error {
  constructor() {
    super('The calculation was stopped');
    this.name = 'AbortError';
  }
}

export function createQueueEngine(redisUrl: string, options: QueueEngineOptions = {}): EngineRunner {
  const timings = options.timings ?? DEFAULT_TIMINGS;
  const overrunMs = options.overrunMs ?? WORKER_OVERHEAD_MS;
  let closed = false;
  const stopped = () => closed;
  // The producer fails at once while Redis is away (no offline queue), so nothing waits on it unseen.
  const connections = [
    redisConnection(redisUrl, { failFast: true, stopped }),
    redisConnection(redisUrl, { stopped }),
  ] as const;
  const queue = new Queue(QUEUE_NAME, { connection: connections[0] });
  const events = new QueueEvents(QUEUE_NAME, { connection: connections[1] });
  // Redis away is told by available() and the calls, not by each retry.
  queue.on('error', () => {});
  events.on('error', () => {});
  const ready = events.waitUntilReady();
  /** Per job this process waits for: what to do when a worker starts it. */
  const onActive = new Map<string, () => void>();
  events.on('active', ({ jobId }) => onActive.get(jobId)?.());

  async function run<N extends CalculationJobName>(
    name: N,
    data: CalculationJobs[N]['data'],
    timeLimitMs: number,
    { signal }: EngineRunOptions = {},
  ): Promise<CalculationJobs[N]['result']> {
    if (signal?.aborted) throw new Aborted();
    await ready;
    // The id is chosen here so the watch on its start is set before the job exists: a worker
    // waiting on the queue can take it, and its 'active' event arrive, before add() returns.
    const id = randomUUID();
    let deadline: NodeJS.Timeout | undefined;
    let stop: (error: Error) => void = () => {};
    const cutShort = new Promise<never>((_resolve, reject) => {
      stop = reject;
    });
    // Stopped while the job is being added: told once the race below is run, never as unhandled.
    cutShort.catch(() => {});
    let job: Job | undefined;
    const abort = () => {
      stop(new Aborted());
      // Off the queue if no worker took it yet (a running job cannot be taken back).
      void job?.remove().catch(() => {});
    };
    const started = () => {
      deadline ??= setTimeout(() => stop(new Error(WORKER_STOPPED)), timeLimitMs + overrunMs + timings.lockMs);
    };
    onActive.set(id, started);
    // The 'active' event can also be missed (the events' stream is read from the moment it is
    // subscribed, which lags under load): the job's state is looked at every hold as well.
    const looking = setInterval(() => {
      void job
        ?.isActive()
        .then((active) => active && started())
        .catch(() => {});
    }, timings.lockMs);
    signal?.addEventListener('abort', abort, { once: true });
    try {
      job = await queue.add(name, data, { jobId: id, attempts: 1, ...KEEP });
      if (signal?.aborted) abort();
      return (await Promise.race([job.waitUntilFinished(events), cutShort])) as CalculationJobs[N]['result'];
    } catch (error) {
      if (error instanceof Error && /stalled/i.test(error.message)) throw new Error(WORKER_STOPPED, { cause: error });
      throw error;
    } finally {
      clearInterval(looking);
      clearTimeout(deadline);
      onActive.delete(id);
      signal?.removeEventListener('abort', abort);
    }
  }

  /** Connections first; and with Redis away BullMQ's own close waits for it to come back: not for long. */
  async function closeAll(): Promise<void> {
    closed = true;
    connections.forEach((connection) => connection.disconnect());
    const bound = new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref());
    await Promise.race([Promise.allSettled([events.close(), queue.close()]), bound]);
  }
  /** Closing twice closes once. */
  let closing: Promise<void> | undefined;

  return {
    roster: (model, options) => run('roster', model, model.timeLimitMs || 0, options),
    siteAllocation: (input, options) => run('site-allocation', input, input.timeLimitSec * 1000, options),
    available: () =>
      connections[0].status === 'ready' ? Promise.resolve() : Promise.reject(new ServiceUnavailable('The job queue')),
    close: () => (closing ??= closeAll()),
  };
}
