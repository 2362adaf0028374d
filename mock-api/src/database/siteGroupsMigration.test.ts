/**
 * The site groups' migration on a database filled by the code before it (every group a row of store_records): each
 * moves to its table with its id; of two of one app and public id the first written stays (the one the calls
 * found); one without a public id or an app is not kept. The key holds 'a public id once per app', new groups are
 * numbered after the moved ones, and going down puts them back.
 */
import { migrate } from '../testing/services/migratedPostgres';
import { fillBefore, storedDocs } from '../testing/services/beforeMigration';
import { useBarePostgres } from '../testing/services/barePostgres';
import { siteGroups } from '../store/postgres/siteGroupRows';
import { readDocs } from '../store/postgres/typedTable';
import type { SiteGroupRecord } from '../store/types';

jest.setTimeout(60_000);

const MIGRATION = '1766836800000_site-groups';

const postgres = useBarePostgres();

const group = (id: number, app_id: string, gd: string, name = `Group ${id}`): SiteGroupRecord => ({
  id,
  gd,
  app_id,
  name,
});

const GAUTENG = group(1, 'appA', 'gA', 'Gauteng');
const OTHER_APP = group(2, 'appB', 'gA');
const SAME_GD = group(3, 'appA', 'gA', 'Second with gA');
const NO_GD = group(4, 'appA', '');
const CAPE = group(5, 'appA', 'gC', 'Western Cape');

it('moves the site groups to their table and back, a public id once per app', async () => {
  await fillBefore(postgres, MIGRATION, { site_groups: [GAUTENG, OTHER_APP, SAME_GD, NO_GD, CAPE] });
  const pool = postgres.pool();

  migrate(postgres.url(), 'up', '1');
  expect(await storedDocs(pool, 'site_groups')).toEqual([]);
  expect(await readDocs(pool, siteGroups)).toEqual([GAUTENG, OTHER_APP, CAPE]);
  const add = 'INSERT INTO site_groups (app_id, gd, name) VALUES ($1, $2, $3) RETURNING id';
  await expect(pool.query(add, ['appA', 'gA', 'Again'])).rejects.toMatchObject({ code: '23505' });
  const { rows } = await pool.query<{ id: number }>(add, ['appC', 'gA', 'Numbered after the moved ones']);
  expect(rows[0]!.id).toBeGreaterThan(CAPE.id);
  await pool.query("DELETE FROM site_groups WHERE app_id = 'appC'");

  migrate(postgres.url(), 'down', '1');
  expect(await storedDocs(pool, 'site_groups')).toEqual([GAUTENG, OTHER_APP, CAPE]);
});
