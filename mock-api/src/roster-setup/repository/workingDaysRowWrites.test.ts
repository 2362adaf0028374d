/**
 * The working-days save on PostgreSQL (issue 33: the shifts' working days have a table of their own, one record per
 * shift): a save reads its shift's record under the shift's advisory lock, seen waiting in PostgreSQL itself
 * (lockWaits.ts), not by timing, so a save waiting on another of the shift replaces the record the other wrote,
 * never adds a second; a save of another shift does not wait; a new record's id comes from the table's sequence.
 */
import { demo } from '../../testing/harness';
import { holding, someoneWaits } from '../../testing/lockWaits';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import type { PostgresStore } from '../../store/postgres/postgresStore';
import type { WorkingDays } from '../../contract';
import { PostgresRosterSetup } from './postgresRosterSetup';
import { testShift } from '../../testing/testShift';

jest.setTimeout(60_000);

const processes = usePostgresProcesses();
const APP = demo.app.appId;
const SITE = demo.site.sd;
const LOCK = `SELECT pg_advisory_xact_lock(hashtextextended('times.shift_working_days:' || $1 || '/' || $2, 0))`;
let store: PostgresStore;
let setup: PostgresRosterSetup;

const form = (sftd: string, mon: number): WorkingDays => ({
  std: SITE,
  sftd,
  max_cons_days: 5,
  min_rest_days: 2,
  min_rest_hours: 0,
  roster_start_day: 1,
  period_type: 1,
  mon,
  tue: 1,
  wed: 1,
  thu: 1,
  fri: 1,
  sat: 0,
  sun: 0,
  hld: 0,
  hasOvertime: 0,
});

beforeAll(async () => {
  store = await processes.store();
  setup = new PostgresRosterSetup(store, processes.pool());
  await store.update((draft) => {
    draft.shifts.push(
      testShift(9200, APP, { std: SITE, sftd: 'wdDay' }),
      testShift(9201, APP, { std: SITE, sftd: 'wdNight' }),
    );
  });
});

describe('the working-days save on PostgreSQL', () => {
  it('replaces the record a save of the same shift wrote while it waited, and never waits on another shift', async () => {
    const pool = processes.pool();
    const other = await holding(pool, LOCK, [APP, 'wdDay']);
    expect(await setup.saveWorkingDays(APP, form('wdNight', 4))).toBe('saved');
    const save = setup.saveWorkingDays(APP, form('wdDay', 3));
    await someoneWaits(pool, other.pid);
    const { rows } = await other.query(
      `INSERT INTO shift_working_days (app_id, std, sftd, mon) VALUES ($1, $2, 'wdDay', 1) RETURNING id`,
      [APP, SITE],
    );
    await other.release('COMMIT');
    expect(await save).toBe('saved');
    const saved = await setup.appWorkingDays(APP);
    expect(saved.map(({ sftd, mon }) => ({ sftd, mon }))).toEqual([
      { sftd: 'wdNight', mon: 4 },
      { sftd: 'wdDay', mon: 3 },
    ]);
    const inserted = (rows[0] as { id: number }).id;
    expect(saved[1]!.id).toBe(inserted);
    expect(saved[0]!.id).toBeLessThan(inserted);
  });
});
