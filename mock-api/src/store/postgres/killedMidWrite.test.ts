/**
 * An API process on PostgreSQL killed outright (SIGKILL, as a machine that dies) while concurrent
 * writes run: every write it acknowledged is in the database, nothing it did not send is, and a
 * write of several records (an employee import) is there whole or not at all. The guard issue 33's
 * writes in SQL must keep: leave days and clock-ins are written with SQL of their own, imports by
 * the store.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EMPLOYEE_ACTIVE, Paths } from '../../contract';
import type { RequestSession } from '../../contract';
import { envelopeClient } from '../../testing/envelopeClient';
import type { EnvelopeClient } from '../../testing/envelopeClient';
import { demo, demoAppSelection } from '../../testing/harness';
import { freePort } from '../../testing/services/processes';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { startTsProcess } from '../../testing/services/tsProcess';
import { shiftEmployeeRow } from '../../testing/shiftEmployeeRow';

const { url, store, wholeState } = usePostgresProcesses();
let dir = '';
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'times-killed-'));
});
const stopAll: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const stop of stopAll) await stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const LEAVES = 40;
const CLOCKS = 16;
const IMPORTS = 8;
const ROWS = 3;

const statusOf = (body: unknown) => (body as { status?: string } | undefined)?.status;

async function signIn(client: EnvelopeClient): Promise<RequestSession> {
  const visitor = (await client.call(Paths.auth.firstVisitor)).body.session as RequestSession;
  const login = { pass: demo.admin.password, isMobileOrEmail: 2, eml: '', mbl: demo.admin.mobile };
  const admin = (await client.call(Paths.auth.login, login, visitor)).body.session as RequestSession;
  await client.call(Paths.apps.selectApp, demoAppSelection, admin);
  return admin;
}

const importRow = (batch: number, row: number) => ({
  name: `Killed${batch}`,
  surname: `Row${row}`,
  date_of_birth: '1994-07-30',
  mobile: `07${String(batch * 10 + row).padStart(8, '0')}`,
  gender: '1',
  employee_number: '',
  isIDOrPass: '1',
  idOrPass: '',
});

it('keeps every acknowledged write and no partial one when the API process is killed mid-write', async () => {
  const port = await freePort();
  const api = await startTsProcess('mock-api/src/main.ts', {
    env: {
      DATABASE_URL: url(),
      MOCK_API_PORT: String(port),
      MOCK_API_DB: path.join(dir, 'unused.json'),
      MOCK_API_DEMO: '0',
      MOCK_API_ACCESS_LOG: '0',
      MOCK_API_VISITOR_SESSIONS_PER_MINUTE: '100000',
    },
    readyText: 'listening',
    what: 'the mock API',
  });
  // Killed by the test; also when it fails before that.
  stopAll.push(() => api.kill());
  const client = envelopeClient(`http://127.0.0.1:${port}`);
  const admin = await signIn(client);
  const before = await store();
  const employees = (await wholeState(before)).data.employees
    .filter((one) => one.app_id === demo.app.appId && one.user_status === EMPLOYEE_ACTIVE)
    .map((one) => one.emd);
  expect(employees.length).toBeGreaterThanOrEqual(LEAVES / 2);
  // Four of them on a shift of the demo site clock in now (its wall clock taken as UTC), each with a ref of its own.
  const onSite = employees.slice(0, 4);
  await before.update((draft) => {
    const id = Math.max(0, ...draft.shift_employees.map((one) => one.id));
    draft.shift_employees.push(
      ...onSite.map((emd, i) =>
        shiftEmployeeRow(id + 1 + i, {
          std: demo.site.sd,
          // A kiosk asks only that the employee be on a shift of the site (no roster: no day is made present).
          sftd: 'killedShift',
          emd,
          created_at: '2026-01-01T00:00:00.000Z',
        }),
      ),
    );
  });
  // Now by the API's own clock (its Date header, the second it answered): a kiosk clocks at the server's time.
  const instant = new Date(Date.parse((await fetch(`http://127.0.0.1:${port}/`)).headers.get('date')!)).toISOString();
  const sentClocks = Array.from({ length: CLOCKS }, (_, i) => ({
    std: demo.site.sd,
    empd: onSite[i % onSite.length]!,
    kind: 'in',
    at: instant.slice(0, 16),
    instant,
    method: 'number',
    ref: `killed-clock-${String(i).padStart(4, '0')}`,
    photo: '',
  }));

  // Leave days (one record each) and imports (three records each) at once; the process is killed
  // once a quarter of them have answered.
  const sentLeaves = Array.from({ length: LEAVES }, (_, i) => ({
    empd: employees[i % employees.length]!,
    leave_day: `2031-0${1 + Math.floor(i / employees.length)}-${String(1 + (i % 28)).padStart(2, '0')}`,
  }));
  let answered = 0;
  const killedAfter = Math.floor((LEAVES + CLOCKS + IMPORTS) / 4);
  const acknowledgedLeaves: typeof sentLeaves = [];
  const acknowledgedClocks: string[] = [];
  const acknowledgedImports: number[] = [];
  let killing: Promise<void> | undefined;
  const counted = () => {
    answered += 1;
    if (answered === killedAfter) killing = api.kill();
  };
  await Promise.all([
    ...sentLeaves.map(async (leave) => {
      const reply = await client.call(Paths.employees.leaveAdd, leave, admin).catch(() => undefined);
      if (statusOf(reply?.body) === 'OK') acknowledgedLeaves.push(leave);
      counted();
    }),
    ...sentClocks.map(async (clock) => {
      const reply = await client.call(Paths.attendance.clock, clock, admin).catch(() => undefined);
      // Answered before the kill, or not at all: never refused.
      if (reply) expect(statusOf(reply.body)).toBe('OK');
      if (statusOf(reply?.body) === 'OK') acknowledgedClocks.push(clock.ref);
      counted();
    }),
    ...Array.from({ length: IMPORTS }, async (_, batch) => {
      const rows = Array.from({ length: ROWS }, (__, row) => importRow(batch, row));
      const reply = await client
        .call(Paths.employees.import, { country_code: 27, country_id: 209, employees: rows }, admin)
        .catch(() => undefined);
      if (statusOf(reply?.body) === 'OK') acknowledgedImports.push(batch);
      counted();
    }),
  ]);
  await killing;
  expect(acknowledgedLeaves.length + acknowledgedClocks.length + acknowledgedImports.length).toBeLessThan(
    LEAVES + CLOCKS + IMPORTS,
  );

  // What the database holds, read by a store of its own (another process's view).
  const after = await wholeState(await store());
  const leaves = after.data.leaves.filter((one) => one.app_id === demo.app.appId && one.leave_day >= '2031-01-01');
  const stored = new Set(leaves.map((one) => `${one.emd}|${one.leave_day}`));
  const sent = new Set(sentLeaves.map((one) => `${one.empd}|${one.leave_day}`));
  for (const leave of acknowledgedLeaves) expect(stored.has(`${leave.empd}|${leave.leave_day}`)).toBe(true);
  for (const key of stored) expect(sent.has(key)).toBe(true);
  const refs = after.data.clock_records.filter((one) => one.ref.startsWith('killed-clock-')).map((one) => one.ref);
  expect(new Set(refs).size).toBe(refs.length);
  for (const ref of acknowledgedClocks) expect(refs).toContain(ref);
  for (const ref of refs) expect(sentClocks.map((one) => one.ref)).toContain(ref);
  for (let batch = 0; batch < IMPORTS; batch += 1) {
    const rows = after.data.employees.filter((one) => one.app_id === demo.app.appId && one.name === `Killed${batch}`);
    expect([0, ROWS]).toContain(rows.length);
    if (acknowledgedImports.includes(batch)) expect(rows).toHaveLength(ROWS);
  }
}, 120_000);
