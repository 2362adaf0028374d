/**
 * The positions' migration on a database filled by the code before it (every position a row of store_records): each
 * moves to its table with its id; of two of one app and public id the first written stays (the one the calls found);
 * one without a public id or an app is not kept, and hours and day flags of another type become what the calls read
 * them as (positions.ts positionFields: whole hours, else 0; a flag 1, else 0). The key holds 'a public id once per
 * app', and going down puts them back.
 */
import { migrate } from '../testing/services/migratedPostgres';
import { fillBefore, storedDocs } from '../testing/services/beforeMigration';
import { useBarePostgres } from '../testing/services/barePostgres';
import { positions } from '../store/postgres/positionRows';
import { readDocs } from '../store/postgres/typedTable';
import { testPosition } from '../testing/testPosition';

jest.setTimeout(60_000);

const MIGRATION = '1767355200000_positions';

const postgres = useBarePostgres();

const GUARD = testPosition(1, 'appA', 'rA', { name: 'Guard', abbr: 'GRD' });
const OTHER_APP = testPosition(2, 'appB', 'rA');
const SAME_RLD = testPosition(3, 'appA', 'rA', { name: 'Second with rA' });
const NO_RLD = testPosition(4, 'appA', '');
const LOOSE = { ...testPosition(5, 'appA', 'rB'), m_hrs: '160', w_hrs: 7.9, mon: true, sat: 1, abbr: undefined };

it('moves the positions to their table and back, a public id once per app', async () => {
  const pool = postgres.pool();
  await fillBefore(postgres, MIGRATION, {
    positions: [GUARD, OTHER_APP, SAME_RLD, NO_RLD, LOOSE],
  });

  migrate(postgres.url(), 'up', '1');
  expect(await storedDocs(pool, 'positions')).toEqual([]);
  const moved = [GUARD, OTHER_APP, { ...LOOSE, m_hrs: 0, w_hrs: 7, mon: 0, sat: 1, abbr: '' }];
  expect(await readDocs(pool, positions)).toEqual(moved);
  const add = 'INSERT INTO positions (app_id, rld, name) VALUES ($1, $2, $3) RETURNING id';
  await expect(pool.query(add, ['appA', 'rA', 'Again'])).rejects.toMatchObject({ code: '23505' });
  await expect(pool.query('UPDATE positions SET mon = 2 WHERE id = 1')).rejects.toMatchObject({ code: '23514' });
  const { rows } = await pool.query<{ id: number }>(add, ['appC', 'rA', 'Numbered after the moved ones']);
  expect(rows[0]!.id).toBeGreaterThan(5);
  await pool.query("DELETE FROM positions WHERE app_id = 'appC'");

  migrate(postgres.url(), 'down', '1');
  expect(await storedDocs(pool, 'positions')).toEqual(moved);
});
