/**
 * The shift positions' writes on PostgreSQL (issue 33: a table of their own): an add or a change reads its shift's
 * positions under the shift's advisory lock, seen waiting in PostgreSQL itself (lockWaits.ts), not by timing, so
 * two at once of one shift keep the daily counts within the working days together and take a role once; a removal
 * locks its row.
 */
import { demo } from '../../testing/harness';
import { holding, someoneWaits } from '../../testing/lockWaits';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { testPosition } from '../../testing/testPosition';
import { testWorkingDays } from '../../testing/testWorkingDays';
import type { PostgresStore } from '../../store/postgres/postgresStore';
import type { ShiftPositionFields } from '../../contract';
import { PostgresShiftPositions } from './postgresShiftPositions';
import { testShift } from '../../testing/testShift';

jest.setTimeout(60_000);

const processes = usePostgresProcesses();
const APP = demo.app.appId;
const SITE = demo.site.sd;
const SHIFT = 'spwDay';
const LOCK = `SELECT pg_advisory_xact_lock(hashtextextended('times.shift_positions:' || $1 || '/' || $2, 0))`;
let store: PostgresStore;
let positions: PostgresShiftPositions;

/** One employee needed on Mondays (the shift's working days need 2). */
const fields = (mon: number): ShiftPositionFields => ({
  monthly_hours: 160,
  weekly_hours: 40,
  dailly_hours: 8,
  priority_level: 50,
  mon,
  tue: 0,
  wed: 0,
  thu: 0,
  fri: 0,
  sat: 0,
  sun: 0,
  hld: 0,
});

beforeAll(async () => {
  store = await processes.store();
  positions = new PostgresShiftPositions(store, processes.pool());
  await store.update((draft) => {
    draft.shifts.push(testShift(9300, APP, { std: SITE, sftd: SHIFT }));
    draft.positions.push(testPosition(9300, APP, 'spwGuard'), testPosition(9301, APP, 'spwCook'));
    draft.shift_working_days.push(testWorkingDays(9300, APP, { std: SITE, sftd: SHIFT }, { mon: 2 }));
  });
});

describe('the shift positions’ writes on PostgreSQL', () => {
  it('keeps the daily counts within the working days: an add waits on another of the shift, then counts it', async () => {
    const pool = processes.pool();
    const other = await holding(pool, LOCK, [APP, SHIFT]);
    const add = positions.add(APP, SITE, SHIFT, 'spwCook', fields(1));
    await someoneWaits(pool, other.pid);
    await other.query(
      `INSERT INTO shift_positions (app_id, sftrld, std, sftd, rld, mon) VALUES ($1, 'spwFirst', $2, $3, 'spwGuard', 2)`,
      [APP, SITE, SHIFT],
    );
    await other.release('COMMIT');
    expect(await add).toEqual({ status: 'counts-unfit' });
    expect((await positions.ofShift(APP, SHIFT)).map((one) => one.sftrld)).toEqual(['spwFirst']);
  });

  it('changes and removes a position of the shift, each deciding on the shift’s positions as committed', async () => {
    expect(await positions.update(APP, 'spwFirst', fields(3))).toBe('counts-unfit');
    expect(await positions.update(APP, 'spwFirst', fields(1))).toBe('updated');
    const added = await positions.add(APP, SITE, SHIFT, 'spwCook', fields(1));
    expect(added).toEqual({ status: 'added', sftrld: expect.any(String) });
    expect(await positions.add(APP, SITE, SHIFT, 'spwCook', fields(0))).toEqual({ status: 'role-taken' });
    expect(await positions.remove(APP, 'spwFirst')).toBe('removed');
    expect(await positions.remove(APP, 'spwFirst')).toBe('no-position');
    expect((await positions.ofShift(APP, SHIFT)).map((one) => [one.rld, one.mon])).toEqual([['spwCook', 1]]);
  });
});
