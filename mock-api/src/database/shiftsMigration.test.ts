/**
 * The shifts' migration on a database filled by the code before it (every shift a row of store_records): each moves
 * to its table with its id, deleted 1 only when it was the number 1 (as shifts.ts isLive reads it), its times as
 * written; of two of one app and public id the first written stays (the one the calls found); one without an app, a
 * public id or a numeric id is not kept. The key holds 'a public id once per app', and going down puts them back.
 */
import { migrate } from '../testing/services/migratedPostgres';
import { fillBefore, storedDocs } from '../testing/services/beforeMigration';
import { useBarePostgres } from '../testing/services/barePostgres';
import { testShift } from '../testing/testShift';
import { shifts } from '../store/postgres/shiftRows';
import { readDocs } from '../store/postgres/typedTable';

jest.setTimeout(60_000);

const MIGRATION = '1767614400000_shifts';

const postgres = useBarePostgres();

const DAY = testShift(1, 'appA', { std: 's1', sftd: 'day' }, { name: 'Day' });
const GONE = testShift(2, 'appA', { std: 's1', sftd: 'gone' }, { deleted: 1, deleted_at: '2026-04-01T10:00:00.000Z' });
const OTHER_APP = testShift(3, 'appB', { std: 's9', sftd: 'day' }, { created_at: '2026-05-02T08:30:00.250Z' });
const AGAIN = testShift(4, 'appA', { std: 's2', sftd: 'day' }, { name: 'Second day' });
/** Deleted as text is not deleted (isLive: `!== 1`); a site that is a number, no site. */
const LOOSE = { ...testShift(5, 'appA', { std: 's1', sftd: 'loose' }), deleted: '1', std: 7 };
const NO_SFTD = testShift(6, 'appA', { std: 's1', sftd: '' });
const NO_APP = { ...testShift(7, 'appA', { std: 's1', sftd: 'early' }), app_id: undefined };

it('moves the shifts to their table and back, a public id once per app', async () => {
  await fillBefore(postgres, MIGRATION, { shifts: [DAY, GONE, OTHER_APP, AGAIN, LOOSE, NO_SFTD, NO_APP] });
  const pool = postgres.pool();

  migrate(postgres.url(), 'up', '1');
  expect(await storedDocs(pool, 'shifts')).toEqual([]);
  const loose = { ...LOOSE, deleted: 0, std: '' };
  expect(await readDocs(pool, shifts)).toEqual([DAY, GONE, OTHER_APP, loose]);
  const add = `INSERT INTO shifts (app_id, sftd, std, name, start_time, end_time, created_at)
    VALUES ($1, $2, 's1', 'New', '06:00', '14:00', now()) RETURNING id`;
  await expect(pool.query(add, ['appA', 'day'])).rejects.toMatchObject({ code: '23505' });
  const { rows } = await pool.query<{ id: number }>(add, ['appB', 'gone']);
  expect(rows[0]!.id).toBeGreaterThan(LOOSE.id);
  await pool.query('DELETE FROM shifts WHERE id = $1', [rows[0]!.id]);

  migrate(postgres.url(), 'down', '1');
  expect(await storedDocs(pool, 'shifts')).toEqual([DAY, GONE, OTHER_APP, loose]);
});
