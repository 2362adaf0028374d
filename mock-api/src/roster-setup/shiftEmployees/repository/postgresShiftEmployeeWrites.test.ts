/**
 * Putting an employee on a shift on PostgreSQL locks only the rows it decides on (issue 33): it goes
 * through while another write holds the store head's lock; two puts of one employee on one shift at once
 * store one (the table's unique key), and puts of different employees all go through; removing a
 * position waits for a put in its role under way and then finds it in use; removing the employee removes
 * their places. Waiting is seen in PostgreSQL itself (lockWaits.ts), not by timing.
 */
import { testPosition } from '../../../testing/testPosition';
import type pg from 'pg';
import type { ShiftEmployeeFields } from '../../../contract';
import { PostgresEmployeeWrites } from '../../../employees/repository/postgresEmployeeWrites';
import type { PostgresStore } from '../../../store/postgres/postgresStore';
import { holding, someoneWaits } from '../../../testing/lockWaits';
import { testEmployee } from '../../../testing/testEmployee';
import { usePostgresProcesses } from '../../../testing/services/postgresProcesses';
import { PostgresShiftPositions } from '../../repository/postgresShiftPositions';
import { PostgresShiftEmployees } from './postgresShiftEmployees';
import { testShift } from '../../../testing/testShift';

const processes = usePostgresProcesses();
const APP = 'shiftPutApp001';
const SITE = 'putSite';
const SHIFT = { std: SITE, sftd: 'putShift' };
const NOW_MS = Date.parse('2026-06-01T08:00:00.000Z');
const DAYS = { mon: 0, tue: 0, wed: 0, thu: 0, fri: 0, sat: 0, sun: 0, hld: 0 } as const;
const fields = (rld: string): ShiftEmployeeFields => ({
  rld,
  apply_wrkng_days: 1,
  monthly_hours: 160,
  weekly_hours: 40,
  dailly_hours: 8,
  ...DAYS,
});

let store: PostgresStore;
let pool: pg.Pool;
let repo: PostgresShiftEmployees;
let positions: PostgresShiftPositions;

const placesOf = async (emd: string): Promise<number> =>
  (await pool.query('SELECT 1 FROM shift_employees WHERE app_id = $1 AND emd = $2', [APP, emd])).rowCount ?? 0;

beforeAll(async () => {
  store = await processes.store();
  pool = processes.pool();
  repo = new PostgresShiftEmployees(store, pool);
  positions = new PostgresShiftPositions(store, pool);
  await store.update((draft) => {
    const employee = (id: number, emd: string) => testEmployee(id, APP, emd);
    draft.employees.push(...Array.from({ length: 12 }, (_, i) => employee(9100 + i, `pe${i}`)));
    draft.sites.push({ ...draft.sites[0]!, id: 9100, app_id: APP, sd: SITE, name: 'Put site' });
    draft.shifts.push(testShift(9100, APP, SHIFT));
    draft.positions.push(testPosition(9100, APP, 'guard'), testPosition(9101, APP, 'cook'));
    const role = (id: number, rld: string) => ({
      id,
      sftrld: `put-${rld}`,
      app_id: APP,
      ...SHIFT,
      rld,
      monthly_hours: 0,
      weekly_hours: 0,
      dailly_hours: 0,
      priority_level: 1,
      ...DAYS,
    });
    draft.shift_positions.push(role(9100, 'guard'), role(9101, 'cook'));
  });
}, 60_000);

describe('putting employees on a shift on PostgreSQL', () => {
  it('waits on a switch of its employee’s status under way, then refuses a deactivated employee', async () => {
    const switching = await holding(pool, "UPDATE employees SET user_status = 10 WHERE app_id = $1 AND emd = 'pe11'", [
      APP,
    ]);
    const put = repo.add(APP, SHIFT, 'pe11', fields('guard'), NOW_MS);
    try {
      expect(await Promise.race([put, someoneWaits(pool, switching.pid)])).toBe('waits on a lock');
    } finally {
      await switching.release('COMMIT');
    }
    expect(await put).toEqual({ status: 'deactivated' });
    expect(await placesOf('pe11')).toBe(0);
  });

  it('goes through while another write holds the store head’s lock, into its table', async () => {
    const head = await holding(pool, 'UPDATE store_head SET version = version');
    try {
      const put = repo.add(APP, SHIFT, 'pe0', fields('guard'), NOW_MS);
      expect(await Promise.race([put, someoneWaits(pool, head.pid)])).toMatchObject({ status: 'added' });
    } finally {
      await head.release();
    }
    expect(await placesOf('pe0')).toBe(1);
    expect(store.data.shift_employees).toEqual([]);
  });

  it('stores one of two puts of one employee at once, and every put of different employees', async () => {
    const twice = await Promise.all([1, 2].map(() => repo.add(APP, SHIFT, 'pe1', fields('guard'), NOW_MS)));
    expect(twice.map((answer) => answer.status).sort()).toEqual(['added', 'on-shift']);
    expect(await placesOf('pe1')).toBe(1);
    const many = await Promise.all(
      [2, 3, 4, 5, 6, 7].map((n) => repo.add(APP, SHIFT, `pe${n}`, fields('guard'), NOW_MS)),
    );
    expect(many.every((answer) => answer.status === 'added')).toBe(true);
    expect(new Set(many.map((answer) => (answer.status === 'added' ? answer.rshftempd : ''))).size).toBe(6);
  });

  it('keeps a position a put in its role under way names: its removal waits, then finds it in use', async () => {
    // A put under way: the position's row shared and the place written, not committed yet.
    const put = await holding(
      pool,
      "SELECT 1 FROM shift_positions WHERE app_id = $1 AND sftrld = 'put-cook' FOR SHARE",
      [APP],
    );
    let removal: Promise<unknown> | undefined;
    try {
      await put.query(
        `INSERT INTO shift_employees (app_id, rshftempd, std, sftd, emd, rld, apply_wrkng_days, monthly_hours,
           weekly_hours, dailly_hours, mon, tue, wed, thu, fri, sat, sun, hld, created_at)
         VALUES ($1, 'put-under-way', $2, $3, 'pe8', 'cook', 1, 160, 40, 8, 0, 0, 0, 0, 0, 0, 0, 0, now())`,
        [APP, SITE, SHIFT.sftd],
      );
      removal = positions.remove(APP, 'put-cook');
      expect(await Promise.race([removal, someoneWaits(pool, put.pid)])).toBe('waits on a lock');
    } finally {
      await put.release('COMMIT');
    }
    expect(await removal).toBe('in-use');
  });

  it('refuses a put in a position removed meanwhile, and a change to one', async () => {
    const taken = await repo.add(APP, SHIFT, 'pe9', fields('cook'), NOW_MS);
    expect(taken.status).toBe('added');
    const rshftempd = taken.status === 'added' ? taken.rshftempd : '';
    await pool.query("DELETE FROM shift_employees WHERE app_id = $1 AND rld = 'cook'", [APP]);
    expect(await positions.remove(APP, 'put-cook')).toBe('removed');
    expect(await repo.add(APP, SHIFT, 'pe10', fields('cook'), NOW_MS)).toEqual({ status: 'no-position' });
    const other = await repo.add(APP, SHIFT, 'pe10', fields('guard'), NOW_MS);
    const ref = { ...SHIFT, rshftempd: other.status === 'added' ? other.rshftempd : '' };
    expect(await repo.update(APP, ref, fields('cook'))).toBe('no-position');
    expect(await repo.update(APP, ref, { ...fields('guard'), weekly_hours: 30 })).toBe('updated');
    expect((await repo.find(APP, ref))?.weekly_hours).toBe(30);
    expect(await repo.update(APP, { ...SHIFT, rshftempd }, fields('guard'))).toBe('no-employee');
  });

  it('removes a place, and an employee’s places with the employee', async () => {
    const [place] = await repo.ofEmployees(APP, ['pe2']);
    expect(await repo.remove(APP, { ...SHIFT, rshftempd: place!.rshftempd })).toBe('removed');
    expect(await repo.remove(APP, { ...SHIFT, rshftempd: place!.rshftempd })).toBe('no-employee');
    expect(await placesOf('pe3')).toBe(1);
    expect(await new PostgresEmployeeWrites(store, pool, store.counters).remove(APP, 'pe3')).toBe(true);
    expect(await placesOf('pe3')).toBe(0);
    expect((await repo.ofShifts(APP, [SHIFT.sftd])).map((one) => one.emd).sort()).toEqual(
      ['pe0', 'pe1', 'pe10', 'pe4', 'pe5', 'pe6', 'pe7'].sort(),
    );
  });
});
