/**
 * A database or job queue that goes away: the calls that need it answer SERVICE_UNAVAILABLE with
 * HTTP 503 and Retry-After, write nothing, and log one line instead of a failure with its stack.
 */
import { Paths } from '../contract';
import { demo, demoSessions, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { startMigratedPostgres } from '../testing/services/migratedPostgres';
import { startLocalRedis } from '../testing/services/localRedis';
import { RECONNECT_MAX_MS } from '../engine/queue/calculationQueue';

jest.setTimeout(30_000);

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const failures = (logs: string[]) => logs.filter((line) => /failed|\n\s+at /.test(line));

it('answers a sign-in SERVICE_UNAVAILABLE while its database is down', async () => {
  const database = await startMigratedPostgres();
  server = await startTestServer({ databaseUrl: database.url });
  const login = { pass: demo.admin.password, isMobileOrEmail: 2, eml: '', mbl: demo.admin.mobile };
  expect((await server.call(Paths.auth.login, login, await server.visitor())).body.status).toBe('OK');

  const visitor = await server.visitor();
  await database.stop();
  const refused = await server.call(Paths.auth.login, login, visitor);
  expect(refused.http).toBe(503);
  expect(refused.body).toEqual({ status: 'SERVICE_UNAVAILABLE' });
  expect(failures(server.logs)).toEqual([]);
  expect(server.logs.some((line) => line.includes('/api/auth/543225'))).toBe(true);
});

it('refuses to start a roster while the job queue is down, writing nothing', async () => {
  const redis = await startLocalRedis();
  server = await startTestServer({ redisUrl: redis.url });
  const { admin } = await demoSessions(server);
  await redis.stop();
  const rosters = server.readDb().rosters.length;
  // Any shift will do: the queue is asked before anything is checked or written.
  const started = await server.call(
    Paths.rosters.startCalculation,
    { std: demo.site.sd, sftd: 'any', start_date: '2026-04-01', roster_ref: '', recalculate: 0 },
    admin,
  );
  expect(started.http).toBe(503);
  expect(started.body).toEqual({ status: 'SERVICE_UNAVAILABLE' });
  expect(server.readDb().rosters.length).toBe(rosters);
  expect(failures(server.logs)).toEqual([]);
  // Back again, and reconnected (a retry at most every RECONNECT_MAX_MS), so the queue's connections
  // close at once: with Redis away, BullMQ's close would wait for it a while.
  const back = await startLocalRedis(Number(new URL(redis.url).port));
  await new Promise((resolve) => setTimeout(resolve, RECONNECT_MAX_MS + 500));
  await server.close();
  server = undefined;
  await back.stop();
});
