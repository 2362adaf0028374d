/**
 * Roster calculations on the job queue (REDIS_URL): the API only queues them and writes their
 * outcome; `npm run worker` processes compute them. With no worker a roster waits Processing; a
 * worker's answer makes it Successful; a worker killed mid-job leaves it Failed (another worker's
 * stalled check finds the lapsed hold), never Processing for ever.
 */
import { generateInstance } from '@times/roster-engine/testing';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { Paths } from '../../contract';
import type { SessionGrant } from '../../contract';
import { rosterableShift, SITE } from '../../routes/rosterPositions/rosterShiftFixtures';
import { whenRosterSettled } from '../../rosters/calculation';
import { demoSessions, startTestServer } from '../../testing/harness';
import type { TestServer } from '../../testing/harness';
import type { LocalService } from '../../testing/services/localPostgres';
import { startLocalRedis } from '../../testing/services/localRedis';
import { startWorkerProcess } from '../../testing/services/workerProcess';
import type { WorkerProcess } from '../../testing/services/workerProcess';
import { QUEUE_NAME, WORKER_STOPPED, redisConnection } from './calculationQueue';
import { createQueueEngine } from './queueEngine';

jest.setTimeout(120_000);

const LOCK_MS = 1000;
let redis: LocalService;
let server: TestServer;
/** The server of the running test, closed after it. */
let opened: TestServer | undefined;
let admin: SessionGrant;
const workers: WorkerProcess[] = [];

beforeAll(async () => {
  redis = await startLocalRedis();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.kill()));
  await opened?.close();
  opened = undefined;
});
afterAll(() => redis.stop());

async function serverWith(rosterTimeLimitMs: number): Promise<void> {
  server = await startTestServer({ redisUrl: redis.url, queueLockMs: LOCK_MS, rosterTimeLimitMs });
  opened = server;
  admin = (await demoSessions(server)).admin;
}

const call = async (path: string, payload: object) => (await server.call(path, payload, admin)).body;
const worker = async () => {
  const started = await startWorkerProcess(redis.url, { QUEUE_LOCK_MS: String(LOCK_MS) });
  workers.push(started);
  return started;
};
const rosterOf = (rstd: string) => server.readDb().rosters.find((roster) => roster.rstd === rstd)!;

/** A shift of the demo site, one guard a day, two guards: a calculation started for April, its rstd. */
async function startCalculation(): Promise<string> {
  const sftd = await rosterableShift(server, call, 'Queued', 'GQD');
  const started = await call(Paths.rosters.startCalculation, {
    std: SITE,
    sftd,
    start_date: '2026-04-01',
    roster_ref: '',
    recalculate: 0,
  });
  expect(started.status).toBe('OK');
  return started.roster_ref as string;
}

type JobState = 'waiting' | 'active' | 'completed' | 'failed';

async function jobCounts(): Promise<Record<JobState, number>> {
  const connection = redisConnection(redis.url);
  const queue = new Queue(QUEUE_NAME, { connection });
  try {
    const counts = await queue.getJobCounts('waiting', 'active', 'completed', 'failed');
    return { waiting: 0, active: 0, completed: 0, failed: 0, ...counts };
  } finally {
    await queue.close();
    connection.disconnect();
  }
}

const until = async (what: string, ready: () => Promise<boolean> | boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await ready())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('roster calculations on the job queue', () => {
  it('wait Processing with no worker, and a worker completes them', async () => {
    await serverWith(300);
    const before = await jobCounts();
    const rstd = await startCalculation();
    await until('the job queued', async () => (await jobCounts()).waiting === before.waiting + 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(rosterOf(rstd).status).toBe('Processing');

    const started = await worker();
    await whenRosterSettled(server.api.store, rstd);
    const roster = rosterOf(rstd);
    expect(roster.status).toBe('Successful');
    expect(roster.result?.assignments.length).toBe(30);
    expect((await jobCounts()).completed).toBe(before.completed + 1);
    expect(started.output()).toMatch(/roster job [\w-]+ done/);
  });

  it('fail a roster whose worker dies mid-job, found by another worker', async () => {
    await serverWith(20_000);
    const before = await jobCounts();
    const dying = await worker();
    const rstd = await startCalculation();
    await until('the job taken', async () => (await jobCounts()).active === 1);
    await dying.kill();
    // The survivor's stalled check fails the job once the dead worker's hold lapses.
    await worker();
    await whenRosterSettled(server.api.store, rstd);
    expect(rosterOf(rstd)).toMatchObject({ status: 'Failed', failure_reason: WORKER_STOPPED });
    expect((await jobCounts()).failed).toBe(before.failed + 1);
  });

  it('gives up on a job that runs longer than any healthy worker could, even while its worker holds it', async () => {
    await expectHungJobGivenUp();
  });

  it('gives up on a hung job whose worker took it, and said so, before the queue answered its add', async () => {
    // Under load the 'active' event can come in before add() returns: here it always does.
    const add = Queue.prototype.add;
    const slowAdd = jest.spyOn(Queue.prototype, 'add').mockImplementation(async function (this: Queue, ...args) {
      const job = await add.apply(this, args);
      await until('the job taken', async () => (await job.getState()) === 'active');
      await new Promise((resolve) => setTimeout(resolve, 300));
      return job;
    });
    try {
      await expectHungJobGivenUp();
    } finally {
      slowAdd.mockRestore();
    }
  });

  it("gives up on a hung job whose 'active' event never reached the engine", async () => {
    // The events' stream is read from when it is subscribed: under load an event can be missed.
    const on = QueueEvents.prototype.on;
    const deaf = jest.spyOn(QueueEvents.prototype, 'on').mockImplementation(function (this: QueueEvents, ...args) {
      return args[0] === 'active' ? this : on.apply(this, args);
    });
    try {
      await expectHungJobGivenUp();
    } finally {
      deaf.mockRestore();
    }
  });
});

async function expectHungJobGivenUp(): Promise<void> {
  // A worker that takes the job and hangs, renewing its hold: no stalled check will ever find it.
  const connection = redisConnection(redis.url);
  const hang = (_job: unknown, _token?: string, signal?: AbortSignal) =>
    new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new Error('cancelled'))));
  const hung = new Worker(QUEUE_NAME, hang, { connection, lockDuration: LOCK_MS });
  const engine = createQueueEngine(redis.url, {
    timings: { lockMs: LOCK_MS, stalledCheckMs: LOCK_MS },
    overrunMs: 500,
  });
  try {
    const model = { ...generateInstance({ employees: 4, days: 7, positions: 1, seed: 1 }), timeLimitMs: 300 };
    const started = Date.now();
    await expect(engine.roster(model)).rejects.toThrow(WORKER_STOPPED);
    // The time limit, the overrun and one hold: 1.8 s from the job's start.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_800);
  } finally {
    await engine.close();
    hung.cancelAllJobs();
    await hung.close();
    connection.disconnect();
  }
}
