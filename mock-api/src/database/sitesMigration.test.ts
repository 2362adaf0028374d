/**
 * The sites' migration on a database filled by the code before it (every site a row of store_records): each moves to
 * its table with its id and fields as written; a created_at that is not toISOString()'s text the epoch (the list
 * counted it the oldest), an operations manager that is not a number, a client that is not a string or a coordinate
 * that is not a number none, a flag 1 only when it was the number 1; of two of one app and public id the first written
 * stays (the one the calls found); one without an app, a public id or a numeric id is not kept. The key holds 'a
 * public id once per app', and going down puts them back.
 */
import { migrate } from '../testing/services/migratedPostgres';
import { fillBefore, storedDocs } from '../testing/services/beforeMigration';
import { useBarePostgres } from '../testing/services/barePostgres';
import { testSite } from '../testing/testSite';
import { sites } from '../store/postgres/siteRows';
import { readDocs } from '../store/postgres/typedTable';

jest.setTimeout(60_000);

const MIGRATION = '1767700800000_sites';
const EPOCH = '1970-01-01T00:00:00.000Z';

const postgres = useBarePostgres();

const NORTH = testSite(1, 'appA', 's1', { name: 'North', clnt: 'c1', sgd: 'g1', ops: 3, usr_emply: 1, gen_emply: 0 });
const OTHER_APP = testSite(2, 'appB', 's1', { created_at: '2026-05-02T08:30:00.250Z' });
const AGAIN = testSite(3, 'appA', 's1', { name: 'Second north' });
/** Values the calls never wrote, which the reads took as none. */
const LOOSE = {
  ...testSite(4, 'appA', 's4', { name: 'Loose' }),
  created_at: '2026-05-02',
  ops: '3',
  clnt: 7,
  gen_emply: '1',
  lat: '12',
  place: 'Pretoria',
};
const NO_PLACE = { ...testSite(5, 'appA', 's5'), place: undefined, lat: undefined, lng: undefined };
const NO_SD = testSite(6, 'appA', '');
const NO_APP = { ...testSite(7, 'appA', 's7'), app_id: undefined };

it('moves the sites to their table and back, a public id once per app', async () => {
  await fillBefore(postgres, MIGRATION, { sites: [NORTH, OTHER_APP, AGAIN, LOOSE, NO_PLACE, NO_SD, NO_APP] });
  const pool = postgres.pool();

  migrate(postgres.url(), 'up', '1');
  expect(await storedDocs(pool, 'sites')).toEqual([]);
  const loose = { ...LOOSE, created_at: EPOCH, ops: null, clnt: '', gen_emply: 0, lat: null, place: null };
  const noPlace = { ...NO_PLACE, place: null, lat: null, lng: null };
  const moved = [NORTH, OTHER_APP, loose, noPlace];
  expect(await readDocs(pool, sites)).toEqual(moved);
  const add = `INSERT INTO sites (app_id, sd, name) VALUES ($1, $2, 'New') RETURNING id`;
  await expect(pool.query(add, ['appA', 's1'])).rejects.toMatchObject({ code: '23505' });
  await expect(pool.query(add, ['appA', ''])).rejects.toMatchObject({ code: '23514' });
  const { rows } = await pool.query<{ id: number }>(add, ['appB', 's4']);
  expect(rows[0]!.id).toBeGreaterThan(NO_PLACE.id);
  await pool.query('DELETE FROM sites WHERE id = $1', [rows[0]!.id]);

  migrate(postgres.url(), 'down', '1');
  expect(await storedDocs(pool, 'sites')).toEqual(moved);
});
