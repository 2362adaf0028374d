/**
 * A database or job queue that goes away: the calls that need it answer SERVICE_UNAVAILABLE with
 * HTTP 503 and Retry-After, write nothing, and log one line instead of a failure with its stack.
 */
import pg from 'pg';
import { Paths } from '../contract';
import { clockPayload, setSiteTime } from '../routes/attendance/attendanceFixtures';
import { demo, demoSessions, editStore, startTestServer } from '../testing/harness';
import { shiftEmployeeRow } from '../testing/shiftEmployeeRow';
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

it('answers a clock-in SERVICE_UNAVAILABLE when its connection is cut mid-write, writing nothing', async () => {
  const database = await startMigratedPostgres();
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  try {
    server = await startTestServer({ databaseUrl: database.url });
    // The site's morning first: sessions signed in before a move of the clock would have expired.
    setSiteTime(server, '2026-12-07T06:00');
    const { admin } = await demoSessions(server);
    const first = await pool.query<{ emd: string }>('SELECT emd FROM employees WHERE app_id = $1 ORDER BY id LIMIT 1', [
      demo.app.appId,
    ]);
    const emd = first.rows[0]!.emd;
    await editStore(server, (draft) => {
      draft.shift_employees.push({
        ...shiftEmployeeRow(9100, { std: demo.site.sd, sftd: 'cutShift', emd, created_at: '2026-01-01T00:00:00.000Z' }),
      });
    });
    // Another transaction holds the employee's row: the clock-in waits on it, mid-write, and its
    // connection is cut there (as a database restart would).
    const holder = await pool.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM employees WHERE app_id = $1 AND emd = $2 FOR UPDATE', [demo.app.appId, emd]);
    const payload = clockPayload(emd, 'in', '2026-12-07T06:00');
    let settled = false;
    const clocking = server.call(Paths.attendance.clock, payload, admin).finally(() => (settled = true));
    while (!settled) {
      const { rows } = await pool.query<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid()",
      );
      if (rows.length > 0) {
        await pool.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const refused = await clocking;
    await holder.query('ROLLBACK');
    holder.release();
    expect(refused.http).toBe(503);
    expect(refused.body).toEqual({ status: 'SERVICE_UNAVAILABLE' });
    const { rows } = await pool.query('SELECT 1 FROM clock_records WHERE ref = $1', [payload.ref]);
    expect(rows).toEqual([]);
    expect(failures(server.logs)).toEqual([]);
    // The next one goes through.
    expect(
      (await server.call(Paths.attendance.clock, { ...payload, ref: `${payload.ref}-again` }, admin)).body.status,
    ).toBe('OK');
  } finally {
    await server?.close();
    server = undefined;
    await pool.end();
    await database.stop();
  }
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
