/**
 * The shifts' working days' migration on a database filled by the code before it (every record a row of
 * store_records): each moves to its table with its id, its counts as the calls read them (a numeric string counts, a
 * record from before the rest hours has 0, anything else 0), Monthly starting on day 1; of two of one shift the first
 * written stays (the one the calls found); one without an app, a shift or a numeric id is not kept. The key holds
 * 'one record per shift', and going down puts them back.
 */
import { migrate } from '../testing/services/migratedPostgres';
import { fillBefore, storedDocs } from '../testing/services/beforeMigration';
import { useBarePostgres } from '../testing/services/barePostgres';
import { testWorkingDays } from '../testing/testWorkingDays';
import { shiftWorkingDays } from '../store/postgres/workingDayRows';
import { readDocs } from '../store/postgres/typedTable';

jest.setTimeout(60_000);

const MIGRATION = '1767441600000_shift-working-days';

const postgres = useBarePostgres();

const DAY = testWorkingDays(1, 'appA', { std: 's1', sftd: 'day' }, { min_rest_hours: 11, sat: 3 });
const BIWEEKLY = testWorkingDays(
  2,
  'appB',
  { std: 's2', sftd: 'night' },
  {
    period_type: 2,
    roster_start_day: 4,
    hasOvertime: 1,
    overtime_mon: 1,
  },
);
const AGAIN = testWorkingDays(3, 'appA', { std: 's1', sftd: 'day' }, { mon: 9 });
/** Saved before the rest hours existed, one count a string, one no number, a Monthly record with another start day. */
const { min_rest_hours: _none, ...BEFORE_REST } = testWorkingDays(4, 'appA', { std: 's1', sftd: 'late' });
const LOOSE = { ...BEFORE_REST, tue: '4', wed: 'x', roster_start_day: 5 };
const NO_SHIFT = testWorkingDays(5, 'appA', { std: 's1', sftd: '' });
const NO_APP = { ...testWorkingDays(6, 'appA', { std: 's1', sftd: 'early' }), app_id: undefined };

it('moves the shifts’ working days to their table and back, one record per shift', async () => {
  await fillBefore(postgres, MIGRATION, { shift_working_days: [DAY, BIWEEKLY, AGAIN, LOOSE, NO_SHIFT, NO_APP] });
  const pool = postgres.pool();

  migrate(postgres.url(), 'up', '1');
  expect(await storedDocs(pool, 'shift_working_days')).toEqual([]);
  const late = { ...BEFORE_REST, min_rest_hours: 0, tue: 4, wed: 0, roster_start_day: 1 };
  expect(await readDocs(pool, shiftWorkingDays)).toEqual([DAY, BIWEEKLY, late]);
  const add = 'INSERT INTO shift_working_days (app_id, std, sftd) VALUES ($1, $2, $3) RETURNING id';
  await expect(pool.query(add, ['appA', 's1', 'day'])).rejects.toMatchObject({ code: '23505' });
  const { rows } = await pool.query<{ id: number }>(add, ['appB', 's1', 'day']);
  expect(rows[0]!.id).toBeGreaterThan(LOOSE.id);
  await pool.query('DELETE FROM shift_working_days WHERE id = $1', [rows[0]!.id]);

  migrate(postgres.url(), 'down', '1');
  expect(await storedDocs(pool, 'shift_working_days')).toEqual([DAY, BIWEEKLY, late]);
});
