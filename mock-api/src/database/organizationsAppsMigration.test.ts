/**
 * The organizations' and apps' migration on a database filled by the code before it (every organization and app a
 * row of store_records): each moves to its table with its id and fields; of two of one public id the first written
 * stays (of two apps, the first confirmed one: the one the rights decided on); what no call could reach (no id, no
 * public id, an app with no owner) is not kept, and a field of a type no call read becomes what the calls read it as.
 * The first organization of a name or VAT number holds it (the keys), and going down puts them back.
 */
import { migrate } from '../testing/services/migratedPostgres';
import { fillBefore, readAtLatest, storedDocs } from '../testing/services/beforeMigration';
import { useBarePostgres } from '../testing/services/barePostgres';
import { apps } from '../store/postgres/appRows';
import { organizations } from '../store/postgres/organizationRows';
import { readDocs } from '../store/postgres/typedTable';
import type { AppRecord, OrganizationRecord } from '../store/types';

jest.setTimeout(60_000);

const MIGRATION = '1767182400000_organizations-apps';

const postgres = useBarePostgres();

type Loose = Record<string, unknown>;

const org = (id: number, cmpd: string, c_nm: string, fields: Loose = {}): Loose => ({
  id,
  cmpd,
  c_nm,
  reg_no: '2019/1',
  vat_no: '',
  admin_user_ids: [1],
  location_tp: 3,
  lat: -25.5,
  lng: 28.2,
  created_at: '2026-01-03T08:00:00.000Z',
  ...fields,
});

const app = (id: number, app_id: string, fields: Loose = {}): Loose => ({
  id,
  app_id,
  ap_name: `App ${id}`,
  description: '',
  handle: '',
  tags: ['security'],
  pdct: 1,
  s_pdct: 29,
  sp_name: 'Times',
  is_own: 0,
  cmpd: 'cA',
  owner_user_id: 1,
  confirmed: true,
  apd: `apd${id}`,
  apdd: `apdd${id}`,
  created_at: '2026-01-03T08:05:00.000Z',
  confirmed_at: '2026-01-03T08:05:10.000Z',
  max_sites: 10,
  ...fields,
});

const ACME = org(1, 'cA', 'Acme', { vat_no: '41 23' });
const SAME_CMPD = org(2, 'cA', 'Second of cA');
const SAME_NAME = org(3, 'cB', ' ACME ', { vat_no: '4123' });
const LOOSE_ORG = org(4, 'cC', 'Loose', { admin_user_ids: ['1', 2, [3]], lat: 'north', created_at: 'yesterday' });
const NO_CMPD = org(5, '', 'No cmpd');

const TIMES = app(1, 'aA', { max_employees: 20000, availability_waits: 1, handle: 'acme' });
const PENDING_FIRST = app(2, 'aB', { confirmed: false, confirmed_at: null });
const CONFIRMED_SECOND = app(3, 'aB', { ap_name: 'Confirmed second' });
const OWN = app(4, 'aC', { is_own: 1, cmpd: '', owner_user_id: 2, confirmed: 1, tags: ['x', 5], max_users: 3 });
const NO_OWNER = app(5, 'aD', { owner_user_id: 'someone' });

it('moves the organizations and apps to their tables and back, a public id once', async () => {
  const pool = postgres.pool();
  await fillBefore(postgres, MIGRATION, {
    organizations: [ACME, SAME_CMPD, SAME_NAME, LOOSE_ORG, NO_CMPD],
    apps: [TIMES, PENDING_FIRST, CONFIRMED_SECOND, OWN, NO_OWNER],
  } as unknown as Record<string, { id: number }[]>);

  migrate(postgres.url(), 'up', '1');
  expect(await storedDocs(pool, 'organizations')).toEqual([]);
  expect(await storedDocs(pool, 'apps')).toEqual([]);
  const { lat: _lat, created_at: _created, ...loose } = LOOSE_ORG;
  const movedOrganizations = [ACME, SAME_NAME, { ...loose, admin_user_ids: [2] }];
  const movedApps = [TIMES, CONFIRMED_SECOND, { ...OWN, confirmed: true, tags: ['x'] }];
  // Read as the code reads them, whose documents know the later migrations' columns.
  const read = await readAtLatest(postgres.url(), MIGRATION, () =>
    Promise.all([readDocs<OrganizationRecord>(pool, organizations), readDocs<AppRecord>(pool, apps)]),
  );
  expect(read).toEqual([movedOrganizations, movedApps]);

  // The first of a name and of a VAT number holds it.
  const keys = await pool.query<{ id: number; name_key: string | null; vat_key: string | null }>(
    'SELECT id, name_key, vat_key FROM organizations ORDER BY id',
  );
  expect(keys.rows).toEqual([
    { id: 1, name_key: 'acme', vat_key: '4123' },
    { id: 3, name_key: null, vat_key: null },
    { id: 4, name_key: 'loose', vat_key: null },
  ]);
  const add = `INSERT INTO organizations (cmpd, c_nm, name_key) VALUES ($1, $2, $3) RETURNING id`;
  await expect(pool.query(add, ['cD', 'Acme', 'acme'])).rejects.toMatchObject({ code: '23505' });
  await expect(pool.query(add, ['cA', 'Other', 'other'])).rejects.toMatchObject({ code: '23505' });
  const { rows } = await pool.query<{ id: number }>(add, ['cE', 'Numbered after', 'numbered after']);
  expect(rows[0]!.id).toBeGreaterThan(5);
  await pool.query("DELETE FROM organizations WHERE cmpd = 'cE'");
  const { rows: handles } = await pool.query<{ handle_key: string }>("SELECT handle_key FROM apps WHERE app_id = 'aA'");
  expect(handles).toEqual([{ handle_key: 'acme' }]);

  migrate(postgres.url(), 'down', '1');
  expect(await storedDocs(pool, 'organizations')).toEqual(movedOrganizations);
  expect(await storedDocs(pool, 'apps')).toEqual(movedApps);
});
