/**
 * The contract suite against the API on its services (issue 19): PostgreSQL (DATABASE_URL,
 * migrated as `npm run migrate` does) and Redis (REDIS_URL) with one `npm run worker` process,
 * each started by the test on loopback. Every call of the contract must pass as it does on the
 * embedded default (embedded.test.ts): what has moved to the services so far (the throttles'
 * counters, the roster calculations) answers the same.
 */
import { startTestServer } from '../harness';
import type { TestServer } from '../harness';
import type { LocalService } from '../services/localPostgres';
import { startLocalRedis } from '../services/localRedis';
import { startMigratedPostgres } from '../services/migratedPostgres';
import { startWorkerProcess } from '../services/workerProcess';
import type { WorkerProcess } from '../services/workerProcess';
import { failed, formatReport, runContractSuite } from '.';

jest.setTimeout(180_000);

let database: LocalService;
let redis: LocalService;
let worker: WorkerProcess;
let server: TestServer;

beforeAll(async () => {
  [database, redis] = await Promise.all([startMigratedPostgres(), startLocalRedis()]);
  worker = await startWorkerProcess(redis.url);
  server = await startTestServer({ databaseUrl: database.url, redisUrl: redis.url });
});
afterAll(async () => {
  await server?.close();
  await worker?.stop();
  await Promise.all([database?.stop(), redis?.stop()]);
});

it('passes every call of the contract on PostgreSQL and Redis', async () => {
  const results = await runContractSuite({ api: server.url, now: () => server.clock.ms });
  if (failed(results)) throw new Error(`the contract suite failed:\n${formatReport(results)}`);
  expect(results.length).toBeGreaterThan(130);
  expect(server.logs.filter((line) => /failed|Error|\n\s+at /.test(line))).toEqual([]);
  // The calculations went through the queue: the worker computed them.
  expect(worker.output()).toMatch(/roster job [\w-]+ done/);
});
