/**
 * The schema comes from `npm run migrate` (node-pg-migrate over mock-api/migrations): an API
 * pointed at a database without it refuses to start and names the command; once migrated it
 * starts; every migration also goes down cleanly.
 */
import pg from 'pg';
import { startTestServer } from '../testing/harness';
import { startLocalPostgres } from '../testing/services/localPostgres';
import type { LocalService } from '../testing/services/localPostgres';
import { migrate } from '../testing/services/migratedPostgres';
import { migrationNames, pendingMigrations } from './migrations';

jest.setTimeout(30_000);

let database: LocalService;
let pool: pg.Pool;
beforeAll(async () => {
  database = await startLocalPostgres();
  pool = new pg.Pool({ connectionString: database.url });
});
afterAll(async () => {
  await pool.end();
  await database.stop();
});

const tables = async (): Promise<string[]> =>
  (
    await pool.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    )
  ).rows.map((row) => row.tablename);

describe('migrations', () => {
  it('are named <timestamp>_<what>.sql, oldest first', () => {
    const names = migrationNames();
    expect(names.length).toBeGreaterThan(0);
    expect(names).toContain('1764072000000_rate-limits');
    expect([...names].sort()).toEqual(names);
  });

  it('keep the API from starting until they are applied, then let it start', async () => {
    expect(await pendingMigrations(pool)).toEqual(migrationNames());
    const names = migrationNames();
    await expect(startTestServer({ databaseUrl: database.url })).rejects.toThrow(
      `The database lacks ${names.length} migration(s) (${names.join(', ')}): run DATABASE_URL=… npm run migrate`,
    );

    migrate(database.url, 'up');
    expect(await pendingMigrations(pool)).toEqual([]);
    expect(await tables()).toEqual([
      'api_instances',
      'app_changes',
      'leave_days',
      'pgmigrations',
      'rate_limits',
      'store_head',
      'store_records',
    ]);
    const server = await startTestServer({ databaseUrl: database.url });
    await server.close();
  });

  it('go down to an empty schema and up again', async () => {
    migrate(database.url, 'down', String(migrationNames().length));
    expect(await tables()).toEqual(['pgmigrations']);
    migrate(database.url, 'up');
    expect(await pendingMigrations(pool)).toEqual([]);
  });
});
