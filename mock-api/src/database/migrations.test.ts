/**
 * The schema comes from `npm run migrate` (node-pg-migrate over mock-api/migrations): an API
 * pointed at a database without it refuses to start and names the command; once migrated it
 * starts; every migration also goes down cleanly.
 */
import { startTestServer } from '../testing/harness';
import { useBarePostgres } from '../testing/services/barePostgres';
import { migrate } from '../testing/services/migratedPostgres';
import { migrationNames, pendingMigrations } from './migrations';

jest.setTimeout(30_000);

const postgres = useBarePostgres();

const tables = async (): Promise<string[]> =>
  (
    await postgres
      .pool()
      .query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")
  ).rows.map((row) => row.tablename);

describe('migrations', () => {
  it('are named <timestamp>_<what>.sql, oldest first', () => {
    const names = migrationNames();
    expect(names.length).toBeGreaterThan(0);
    expect(names).toContain('1764072000000_rate-limits');
    expect([...names].sort()).toEqual(names);
  });

  it('keep the API from starting until they are applied, then let it start', async () => {
    expect(await pendingMigrations(postgres.pool())).toEqual(migrationNames());
    const names = migrationNames();
    await expect(startTestServer({ databaseUrl: postgres.url() })).rejects.toThrow(
      `The database lacks ${names.length} migration(s) (${names.join(', ')}): run DATABASE_URL=… npm run migrate`,
    );

    migrate(postgres.url(), 'up');
    expect(await pendingMigrations(postgres.pool())).toEqual([]);
    expect(await tables()).toEqual([
      'api_instances',
      'app_changes',
      'app_members',
      'app_selections',
      'apps',
      'attendance_days',
      'availability_requests',
      'availability_shift_limits',
      'availability_successions',
      'calendar_links',
      'client_types',
      'clients',
      'clock_records',
      'contact_requests',
      'employee_accounts',
      'employee_availability',
      'employees',
      'face_descriptors',
      'faces',
      'group_rights',
      'group_sites',
      'inbox_messages',
      'invitations',
      'leave_days',
      'one_time_codes',
      'organizations',
      'outbox_messages',
      'password_resets',
      'pgmigrations',
      'photo_uploads',
      'positions',
      'rate_limits',
      'request_decisions',
      'rosters',
      'sessions',
      'shift_employees',
      'shift_positions',
      'shift_rules',
      'shift_working_days',
      'shifts',
      'site_groups',
      'sites',
      'store_head',
      'store_records',
      'time_off_requests',
      'timesheet_approvals',
      'user_groups',
      'users',
    ]);
    const server = await startTestServer({ databaseUrl: postgres.url() });
    await server.close();
  });

  it('go down to an empty schema and up again', async () => {
    migrate(postgres.url(), 'down', String(migrationNames().length));
    expect(await tables()).toEqual(['pgmigrations']);
    migrate(postgres.url(), 'up');
    expect(await pendingMigrations(postgres.pool())).toEqual([]);
  });
});
