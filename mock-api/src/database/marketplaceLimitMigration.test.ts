/**
 * The claims limit's migration (issue 34): an app keeps its fields and has no limit; a limit is a whole number from 0
 * to 366; going down takes the column away and keeps the app.
 */
import { migrate } from '../testing/services/migratedPostgres';
import { fillBefore } from '../testing/services/beforeMigration';
import { useBarePostgres } from '../testing/services/barePostgres';
import { apps } from '../store/postgres/appRows';
import { readDocs } from '../store/postgres/typedTable';
import type { AppRecord } from '../store/types';

jest.setTimeout(60_000);

const MIGRATION = '1767873600000_marketplace-limit';

const postgres = useBarePostgres();

it('adds the limit of claims per employee and roster, none at first, and takes it away again', async () => {
  await fillBefore(postgres, MIGRATION, {});
  const pool = postgres.pool();
  await pool.query(`INSERT INTO apps (app_id, ap_name, name_key, pdct, s_pdct, sp_name, is_own, owner_user_id,
    confirmed, marketplace_waits) VALUES ('appA', 'Times', 'times', 1, 2, 'Times', 0, 1, true, 1)`);

  migrate(postgres.url(), 'up', '1');
  const [app] = await readDocs<AppRecord>(pool, apps);
  expect(app).toMatchObject({ app_id: 'appA', marketplace_waits: 1 });
  expect(app).not.toHaveProperty('marketplace_limit');
  await pool.query('UPDATE apps SET marketplace_limit = 3');
  expect((await readDocs<AppRecord>(pool, apps))[0]).toMatchObject({ marketplace_limit: 3 });
  for (const bad of [-1, 367])
    await expect(pool.query('UPDATE apps SET marketplace_limit = $1', [bad])).rejects.toMatchObject({ code: '23514' });

  migrate(postgres.url(), 'down', '1');
  const left = await pool.query('SELECT app_id, marketplace_waits FROM apps');
  expect(left.rows).toEqual([{ app_id: 'appA', marketplace_waits: 1 }]);
  const column = await pool.query(
    "SELECT 1 FROM information_schema.columns WHERE table_name = 'apps' AND column_name = 'marketplace_limit'",
  );
  expect(column.rowCount).toBe(0);
});
