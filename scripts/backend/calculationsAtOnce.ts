/**
 * Issue 19's third target: two API processes and two `npm run worker` processes on one PostgreSQL
 * and one Redis; 20 roster calculations started at once (half on each API) must all end
 * Successful, each computed exactly once. The first API builds the living demo (its shifts are
 * what is calculated); the rosters are read from the database, the job counts from the queue.
 */
import { Queue } from 'bullmq';
import pg from 'pg';
import { Paths } from '../../mock-api/src/contract';
import type { RequestSession } from '../../mock-api/src/contract';
import { QUEUE_NAME, redisConnection } from '../../mock-api/src/engine/queue/calculationQueue';
import { envelopeClient } from '../../mock-api/src/testing/envelopeClient';
import { demo } from '../../mock-api/src/testing/harness';
import { startLocalRedis } from '../../mock-api/src/testing/services/localRedis';
import { startMigratedPostgres } from '../../mock-api/src/testing/services/migratedPostgres';
import { startWorkerProcess } from '../../mock-api/src/testing/services/workerProcess';
import { waitFor } from '../../mock-api/src/testing/services/processes';
import { startApiProcess } from './apiProcess';
import type { ApiProcess } from './apiProcess';
import { signInAdmin } from './apiLoad';

export const CALCULATIONS = 20;
const TIME_LIMIT_MS = 2_000;
const LONGEST_MS = 10 * 60 * 1000;

export interface CalculationsReport {
  started: number;
  successful: number;
  failed: number;
  /** Rosters whose calculation counter is not 1 (computed or written more than once). */
  recounted: number;
  /** Jobs the queue completed and failed while they ran (one per roster when each ran once). */
  jobsCompleted: number;
  jobsFailed: number;
  /** From the first start to the last roster settled. */
  seconds: number;
}

/** The first day of the month `offset` months from this one (UTC). */
const monthStart = (offset: number): string => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
};

/** Twenty months within the start date's one-year window, none of them the demo's (last and this month). */
const benchMonths = (): string[] =>
  [...Array.from({ length: 11 }, (_unused, i) => i + 1), ...Array.from({ length: 9 }, (_unused, i) => -(i + 2))].map(
    monthStart,
  );

async function dayShift(url: string, admin: RequestSession): Promise<string> {
  const answer = (await envelopeClient(url).call(Paths.rosterSetup.shiftsOfSite, { std: demo.site.sd }, admin))
    .body as { site_shifts?: { name: string; sftd: string }[] };
  const day = answer.site_shifts?.find((shift) => shift.name === 'Day');
  if (!day) throw new Error(`the demo's Day shift is missing: ${JSON.stringify(answer)}`);
  return day.sftd;
}

async function rosterStates(pool: pg.Pool, rstds: string[]): Promise<{ status: string; calculation: number }[]> {
  const result = await pool.query<{ status: string; calculation: number }>(
    `SELECT doc->>'status' AS status, (doc->>'calculation')::int AS calculation
       FROM store_records WHERE collection = 'rosters' AND doc->>'rstd' = ANY($1)`,
    [rstds],
  );
  return result.rows;
}

export async function measureCalculationsAtOnce(log: (line: string) => void): Promise<CalculationsReport> {
  const postgres = await startMigratedPostgres();
  const redis = await startLocalRedis();
  const stops: (() => Promise<void>)[] = [];
  const pool = new pg.Pool({ connectionString: postgres.url, max: 2 });
  const connection = redisConnection(redis.url);
  const queue = new Queue(QUEUE_NAME, { connection });
  try {
    const workers = await Promise.all([startWorkerProcess(redis.url), startWorkerProcess(redis.url)]);
    stops.push(...workers.map((worker) => worker.stop));
    const env = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      ROSTER_TIME_LIMIT_MS: String(TIME_LIMIT_MS),
      MOCK_API_DEMO: '1',
      MOCK_API_ACCESS_LOG: '0',
    };
    log('Two workers ready; the first API builds the living demo…');
    const first: ApiProcess = await startApiProcess(env);
    stops.push(first.stop);
    await waitFor('the living demo', () => first.output().includes('Demo ready'), first.output, LONGEST_MS);
    const second = await startApiProcess(env);
    stops.push(second.stop);
    const apis = [first, second];
    const admin = await signInAdmin(first.url);
    const sftd = await dayShift(first.url, admin);
    const before = await queue.getJobCounts('completed', 'failed');

    const started = performance.now();
    const rstds = await Promise.all(
      benchMonths().map(async (start_date, index) => {
        const api = apis[index % apis.length]!;
        const body = { std: demo.site.sd, sftd, start_date, roster_ref: '', recalculate: 0 };
        const reply = await envelopeClient(api.url).call(Paths.rosters.startCalculation, body, admin);
        const answer = reply.body as { status?: string; roster_ref?: string };
        if (answer.status !== 'OK' || !answer.roster_ref)
          throw new Error(`start ${start_date}: ${JSON.stringify(answer)}`);
        return answer.roster_ref;
      }),
    );
    let states = await rosterStates(pool, rstds);
    const until = Date.now() + LONGEST_MS;
    while (states.some((state) => state.status === 'Processing') && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      states = await rosterStates(pool, rstds);
    }
    const seconds = (performance.now() - started) / 1000;
    const after = await queue.getJobCounts('completed', 'failed');
    return {
      started: rstds.length,
      successful: states.filter((state) => state.status === 'Successful').length,
      failed: states.filter((state) => state.status === 'Failed').length,
      recounted: states.filter((state) => state.calculation !== 1).length + (rstds.length - states.length),
      jobsCompleted: (after.completed ?? 0) - (before.completed ?? 0),
      jobsFailed: (after.failed ?? 0) - (before.failed ?? 0),
      seconds,
    };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await queue.close();
    connection.disconnect();
    await pool.end();
    await redis.stop();
    await postgres.stop();
  }
}
