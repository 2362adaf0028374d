/**
 * A clock-in on PostgreSQL locks its employee's row and nothing else (issue 33): it goes through
 * while another write holds the store head's lock, and while another employee's row is locked; it
 * waits only for its own employee. Its record goes to clock_records (never into the state), once per
 * ref, and moves the app's counter. A timesheet approval is the same kind of write. Waiting is seen in PostgreSQL itself (a backend waiting on a
 * lock), not by timing.
 */
import type pg from 'pg';
import type { PostgresStore } from '../../store/postgres/postgresStore';
import type { EmployeeRecord, ShiftEmployeeRecord } from '../../store/types';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { holding as held, someoneWaits as waits } from '../../testing/lockWaits';
import { testEmployee } from '../../testing/testEmployee';
import { shiftEmployeeRow } from '../../testing/shiftEmployeeRow';
import type { NewClock } from '../recordClock';
import { PostgresAttendance } from './postgresAttendance';
import { testShift } from '../../testing/testShift';

const processes = usePostgresProcesses();
const APP = 'clockInApp0001';
const SITE = 'clockSite';

let store: PostgresStore;
let repo: PostgresAttendance;
let pool: pg.Pool;

const employee = (id: number, emd: string): EmployeeRecord =>
  testEmployee(id, APP, emd, { created_at: '2026-06-01T08:00:00.000Z', surname: 'Dlamini' });

const onSite = (id: number, emd: string): ShiftEmployeeRecord => ({
  ...shiftEmployeeRow(id, { std: SITE, sftd: 'clockShift', emd, created_at: '2026-06-01T08:00:00.000Z' }),
  app_id: APP,
});

const clockOf = (emd: string, ref: string, at = '2026-06-02T07:00'): NewClock => ({
  ref,
  app_id: APP,
  std: SITE,
  emd,
  kind: 'in',
  at,
  instant: `${at}:00.000Z`,
  offset_minutes: 0,
  method: 'number',
  photo: '',
  by_user: 1,
  recorded_at: `${at}:01.000Z`,
});

const someoneWaits = (except: number) => waits(pool, except);
const holding = (statement: string, values: unknown[] = []) => held(pool, statement, values);

const counter = async () =>
  Number(
    (await pool.query<{ n: string }>("SELECT n FROM app_changes WHERE app_id = $1 AND tbl = 'clock_records'", [APP]))
      .rows[0]?.n ?? 0,
  );

beforeAll(async () => {
  store = await processes.store();
  pool = processes.pool();
  repo = new PostgresAttendance(store, pool, () => store.counters.wrote());
  await store.update((draft) => {
    draft.employees.push(employee(9001, 'ce1'), employee(9002, 'ce2'));
    draft.shift_employees.push(onSite(9001, 'ce1'), onSite(9002, 'ce2'));
    draft.shifts.push(testShift(9001, APP, { std: SITE, sftd: 'clockShift' }));
  });
}, 60_000);

describe('a clock-in on PostgreSQL', () => {
  it('goes through while another write holds the store head’s lock', async () => {
    const head = await holding('UPDATE store_head SET version = version');
    try {
      const counted = await counter();
      const outcome = await Promise.race([repo.recordClock(clockOf('ce1', 'head-held-0001')), someoneWaits(head.pid)]);
      expect(outcome).toMatchObject({ status: 'recorded', record: { emd: 'ce1', ref: 'head-held-0001' } });
      expect(await counter()).toBe(counted + 1);
    } finally {
      await head.release();
    }
    expect(store.data.clock_records).toEqual([]);
  });

  it('waits for its own employee’s row only', async () => {
    const row = await holding("SELECT 1 FROM employees WHERE app_id = $1 AND emd = 'ce1' FOR UPDATE", [APP]);
    let first: Promise<unknown> | undefined;
    try {
      const other = await Promise.race([repo.recordClock(clockOf('ce2', 'other-row-0001')), someoneWaits(row.pid)]);
      expect(other).toMatchObject({ status: 'recorded', record: { emd: 'ce2' } });
      first = repo.recordClock(clockOf('ce1', 'own-row-00001', '2026-06-02T07:05'));
      expect(await Promise.race([first, someoneWaits(row.pid)])).toBe('waits on a lock');
    } finally {
      await row.release();
    }
    expect(await first).toMatchObject({ status: 'recorded', record: { emd: 'ce1', ref: 'own-row-00001' } });
  });

  it('records a ref sent again once, answering the first record', async () => {
    const [a, b] = await Promise.all([
      repo.recordClock(clockOf('ce2', 'sent-twice-001', '2026-06-02T07:10')),
      repo.recordClock(clockOf('ce2', 'sent-twice-001', '2026-06-02T07:10')),
    ]);
    expect(a).toEqual(b);
    const { rows } = await pool.query('SELECT id FROM clock_records WHERE app_id = $1 AND ref = $2', [
      APP,
      'sent-twice-001',
    ]);
    expect(rows).toHaveLength(1);
    expect(a).toMatchObject({ status: 'recorded', record: { id: Number(rows[0].id) } });
  });

  it('keeps an approval, and the day it decides, while another write holds the store head’s lock', async () => {
    const head = await holding('UPDATE store_head SET version = version');
    try {
      const approving = repo.approve({
        app_id: APP,
        std: SITE,
        sftd: 'clockShift',
        emd: 'ce2',
        date: '2026-06-03',
        minutes: 0,
        reason: 'Did not come',
        by_user: 1,
        by_name: 'Thandi Manager',
        at: '2026-06-04T08:00:00.000Z',
      });
      expect(await Promise.race([approving, someoneWaits(head.pid)])).toMatchObject({ status: 'approved' });
    } finally {
      await head.release();
    }
    const { rows } = await pool.query(
      "SELECT present, source FROM attendance_days WHERE app_id = $1 AND emd = 'ce2' AND day = '2026-06-03'",
      [APP],
    );
    expect(rows).toEqual([{ present: 0, source: 'timesheet' }]);
    expect(store.data.timesheet_approvals).toEqual([]);
  });

  it('answers not-on-site for an employee of no shift of the site', async () => {
    expect(await repo.recordClock(clockOf('nobody', 'not-on-site-01'))).toEqual({ status: 'not-on-site' });
  });
});
