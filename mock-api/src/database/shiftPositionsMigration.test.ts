/**
 * The shift positions' migration on a database filled by the code before it (every shift position a row of
 * store_records): each moves to its table with its id, its hours and counts as the calls read them (a whole number,
 * else 0); of two of one public id, or of one shift and role, the first written stays (the one the calls found); one
 * without an app, a public id, a shift or a role is not kept. The keys hold 'a role once per shift' and 'a public id
 * once per app', and going down puts them back.
 */
import { migrate } from '../testing/services/migratedPostgres';
import { fillBefore, storedDocs } from '../testing/services/beforeMigration';
import { useBarePostgres } from '../testing/services/barePostgres';
import { testShiftPosition } from '../testing/testShiftPosition';
import { shiftPositions } from '../store/postgres/shiftPositionRows';
import { readDocs } from '../store/postgres/typedTable';

jest.setTimeout(60_000);

const MIGRATION = '1767528000000_shift-positions';

const postgres = useBarePostgres();

const place = (sftd: string, rld: string) => ({ std: 's1', sftd, rld });
const GUARD = testShiftPosition(1, 'appA', place('day', 'guard'), { sat: 2, priority_level: 80 });
const COOK = testShiftPosition(2, 'appB', place('day', 'cook'), { sftrld: 'sp1' });
const GUARD_AGAIN = testShiftPosition(3, 'appA', place('day', 'guard'));
const SAME_ID = testShiftPosition(4, 'appA', place('night', 'guard'), { sftrld: 'sp1' });
const LOOSE = { ...testShiftPosition(5, 'appA', place('night', 'cook')), weekly_hours: '40', mon: 2.5, tue: 'x' };
const NO_ROLE = testShiftPosition(6, 'appA', place('late', ''));
const NO_APP = { ...testShiftPosition(7, 'appA', place('early', 'guard')), app_id: undefined };

it('moves the shift positions to their table and back, a role once per shift', async () => {
  await fillBefore(postgres, MIGRATION, {
    shift_positions: [GUARD, COOK, GUARD_AGAIN, SAME_ID, LOOSE, NO_ROLE, NO_APP],
  });
  const pool = postgres.pool();

  migrate(postgres.url(), 'up', '1');
  expect(await storedDocs(pool, 'shift_positions')).toEqual([]);
  const loose = { ...LOOSE, weekly_hours: 0, mon: 2, tue: 0 };
  expect(await readDocs(pool, shiftPositions)).toEqual([GUARD, COOK, loose]);
  const add = `INSERT INTO shift_positions (app_id, sftrld, std, sftd, rld) VALUES ($1, $2, 's1', $3, $4) RETURNING id`;
  await expect(pool.query(add, ['appA', 'new', 'day', 'guard'])).rejects.toMatchObject({ code: '23505' });
  await expect(pool.query(add, ['appA', 'sp1', 'late', 'guard'])).rejects.toMatchObject({ code: '23505' });
  const { rows } = await pool.query<{ id: number }>(add, ['appB', 'new', 'day', 'guard']);
  expect(rows[0]!.id).toBeGreaterThan(LOOSE.id);
  await pool.query('DELETE FROM shift_positions WHERE id = $1', [rows[0]!.id]);

  migrate(postgres.url(), 'down', '1');
  expect(await storedDocs(pool, 'shift_positions')).toEqual([GUARD, COOK, loose]);
});
