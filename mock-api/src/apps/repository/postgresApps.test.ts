/**
 * The apps repository's SQL reads answer what the embedded reads answer, on the same records: one
 * PostgreSQL store (a private server started here), read once through its state (the embedded
 * repository) and once through SQL (the PostgreSQL repository). The records are made to catch the
 * differences that matter: confirmed as true, 1, 'yes', 0, false or missing; own apps (is_own the
 * number 1, not '1') and organization apps whose organization the user administers or not (ids as
 * numbers, strings or in nested arrays; two organizations of one cmpd, the first deciding);
 * memberships of every status and user type (a type as a string, an unknown one, a first
 * Deactivated membership before an Active one); two apps of one public id; owners' names that tie
 * at base strength and a missing owner; selections that share a time; wizard records deleted as
 * true, 1 or '1', and roster wizard records of another app or naming the shift by a number.
 */
import type { PostgresStore } from '../../store/postgres/postgresStore';
import type { DbState } from '../../store/types';
import { demo } from '../../testing/harness';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { EmbeddedApps } from './embeddedApps';
import { PostgresApps } from './postgresApps';
import { testUser } from '../../testing/testUser';
import { readingWhole } from '../../testing/readingWhole';
import { testWorkingDays } from '../../testing/testWorkingDays';
import { testShiftPosition } from '../../testing/testShiftPosition';
import { testSite } from '../../testing/testSite';
import { testShift } from '../../testing/testShift';

const processes = usePostgresProcesses();
const APP = demo.app.appId;
const NOW_MS = Date.parse('2026-06-15T09:00:00.000Z');
const USERS = [1, 2, 3, 101, 102, 103, 104, 105, 999];

let store: PostgresStore;
/** The embedded repository over everything the database holds now (the employees' and users' tables too). */
const embedded = async (): Promise<EmbeddedApps> => new EmbeddedApps(await processes.wholeState(store));
let sql: PostgresApps;

type Loose = Record<string, unknown>;
type Rows = Record<string, Loose[]>;

/** Appends loose records to the draft's collections (written as they are, wrong types included). */
function append(draft: DbState, rows: Rows): void {
  const collections = draft as unknown as Record<string, Loose[]>;
  for (const [collection, records] of Object.entries(rows)) {
    collections[collection] = [...(collections[collection] ?? []), ...records];
  }
}

const user = (id: number, nm: string, snm: string): Loose => ({
  ...testUser(id),
  usrcd: `9${id}`.padEnd(14, '0'),
  mbl: `2780000${id}`,
  eml: `u${id}@example.com`,
  nm,
  snm,
});

const org = (id: number, cmpd: string, c_nm: string, admin_user_ids: unknown): Loose => ({
  id,
  cmpd,
  c_nm,
  reg_no: '',
  vat_no: '',
  admin_user_ids,
  location_tp: 1,
  lat: 0,
  lng: 0,
  created_at: '2026-01-01T00:00:00.000Z',
});

let appIds = 100;
const app = (app_id: string, ap_name: string, fields: Loose): Loose => ({
  id: appIds++,
  app_id,
  ap_name,
  description: '',
  handle: '',
  tags: [],
  pdct: 1,
  s_pdct: 29,
  sp_name: 'Times',
  is_own: 1,
  cmpd: '',
  owner_user_id: 101,
  confirmed: true,
  apd: `apd${app_id}`,
  apdd: `apdd${app_id}`,
  created_at: '2026-02-01T00:00:00.000Z',
  confirmed_at: '2026-02-01T00:00:01.000Z',
  ...fields,
});

let memberIds = 100;
const member = (app_id: string, user_id: unknown, user_type: unknown, fields: Loose = {}): Loose => ({
  id: memberIds++,
  app_id,
  user_id,
  user_type,
  group_id: null,
  ops_site_ids: [],
  ...fields,
});

const selected = (user_id: number, app_id: string, selected_at: string): Loose => ({ user_id, app_id, selected_at });

async function writeRecords(): Promise<void> {
  await store.update((draft) => {
    append(draft, {
      users: [
        user(101, 'Émile', 'Zoë'),
        user(102, 'emile', 'zoe'),
        user(103, '  Ça ', ' va '),
        user(104, 'Beta', ''),
        user(105, 'Arcadia', 'Park'),
      ],
      organizations: [
        org(101, 'orgA', 'Émile Zoë', [101, 102]),
        org(102, 'orgB', 'arcadia', [102]),
        org(103, 'orgC', 'ÁRCADIA', [103]),
        org(104, 'orgD', 'Beta', [104]),
        org(105, 'orgE', 'First E', [104]),
        // An organization without apps.
        org(106, 'orgE2', 'Second E', [101]),
        org(108, 'orgF', 'Nobody', []),
        org(109, 'orgG', 'ça', [105, 101]),
      ],
      apps: [
        app('own1', 'Zulu', {}),
        app('own2', 'alpha', { confirmed: true }),
        app('own3', 'Alpha', { confirmed: true }),
        app('own4', 'Pending', { confirmed: false }),
        app('own5', 'Zero', { confirmed: false }),
        app('own6', 'Missing', { confirmed: false, confirmed_at: null }),
        app('own7', 'Of 102', { owner_user_id: 102 }),
        app('own8', 'Own with a cmpd', { is_own: 1, cmpd: 'orgA' }),
        app('own9', 'Owner 101', { owner_user_id: 101 }),
        app('own10', 'No owner', { owner_user_id: 998 }),
        app('orgA1', 'Émile app', { is_own: 0, cmpd: 'orgA', owner_user_id: 102 }),
        app('orgA2', 'emile app', { is_own: 0, cmpd: 'orgA' }),
        app('orgB1', 'B one', { is_own: 0, cmpd: 'orgB', owner_user_id: 102 }),
        app('orgC1', 'C one', { is_own: 0, cmpd: 'orgC' }),
        app('orgD1', 'D one', { is_own: 0, cmpd: 'orgD' }),
        app('orgE1', 'E one', { is_own: 0, cmpd: 'orgE' }),
        app('blank', 'Blank cmpd', { is_own: 0, cmpd: '' }),
        app('orgF1', 'F one', { is_own: 0, cmpd: 'orgF' }),
        app('orgG1', 'G one', { is_own: 0, cmpd: 'orgG' }),
        app('orgX1', 'No such org', { is_own: 0, cmpd: 'orgX' }),
        app('twice', 'Twice first', { is_own: 0, cmpd: 'orgB' }),
      ],
      app_members: [
        member('orgB1', 101, 1),
        member('orgC1', 101, 2, { status: 'Active' }),
        member('orgC1', 104, 3, { status: null }),
        member('orgD1', 101, 1, { status: 'Pending' }),
        member('orgD1', 102, 2),
        member('orgE1', 101, 3, { status: 'Deactivated' }),
        member('orgE1', 105, 3),
        member('orgG1', 103, 2, { status: 'Pending' }),
        member('orgG1', 104, 1, { status: 'Active', confirmed: false }),
        member('orgX1', 103, 3),
        member('orgX1', 104, 3),
        member('own7', 103, 2),
        member(APP, 105, 2),
        member(APP, 103, 3, { status: 'Deactivated' }),
        member('twice', 103, 2),
      ],
      app_selections: [
        selected(101, 'own1', '2026-03-01T10:00:00.000Z'),
        selected(101, 'orgA1', '2026-03-01T10:00:00.000Z'),
        selected(101, 'own4', '2026-03-02T10:00:00.000Z'),
        selected(101, 'orgB1', '2026-02-28T10:00:00.000Z'),
        selected(101, 'gone', '2026-03-03T10:00:00.000Z'),
        selected(101, APP, '2026-03-01T09:00:00.000Z'),
        selected(103, 'own2', '2026-03-04T10:00:00.000Z'),
        selected(102, 'own7', '2026-03-01T10:00:00.000Z'),
        selected(1, APP, '2026-03-01T10:00:00.000Z'),
      ],
      // A client is removed, never marked deleted (a table of its own, issue 33): own3 has one, own1 none.
      clients: [{ id: 902, cntd: 'cKept', app_id: 'own3', name: 'Kept', clnt_tpd: '', dt_started: '', clnt_status: 5 }],
      positions: [{ id: 900, rld: 'p1', app_id: 'own1', name: 'Guard', abbreviation: 'G' }],
      sites: [
        { ...testSite(900, 'own1', 'sOwn', { name: 'Own site' }) },
        { ...testSite(901, 'own2', 'sOwn', { name: 'Own2 site' }) },
      ],
      shifts: [
        { ...testShift(900, 'own1', { std: 'sOwn', sftd: 'fOwn' }, { name: 'Day', deleted: 1 }) },
        { ...testShift(901, 'own2', { std: 'sOwn', sftd: 'fOther' }, { name: 'Day' }) },
        // A shift whose site the app lacks (the roster wizard finds none).
        { ...testShift(902, 'own1', { std: '777', sftd: 'fNum' }, { name: 'Night' }) },
      ],
      shift_working_days: [{ ...testWorkingDays(900, 'own2', { std: 'sOwn', sftd: 'fOwn' }) }],
      shift_positions: [{ ...testShiftPosition(900, 'own1', { std: 'sOwn', sftd: 'fOwn', rld: 'p1' }) }],
      // Another app's rule naming the shift: the roster wizard counts a record of any app.
      shift_rules: [{ id: 900, app_id: 'own2', sftd: 'fOwn', rule_id: 1, priority: 1 }],
    });
  });
}

beforeAll(async () => {
  store = await processes.store();
  sql = new PostgresApps(store, processes.pool());
  await writeRecords();
}, 60_000);

/** Every read through a repository. */
async function readAll(repository: EmbeddedApps | PostgresApps) {
  const reads: Record<string, unknown> = {};
  const { apps } = (await processes.wholeState(store)).data;
  const appIdsRead = [...new Set([...apps.map((record) => record.app_id), 'noSuchApp'])];
  for (const userId of USERS) {
    reads[`openable ${userId}`] = await repository.openable(userId);
    reads[`selections ${userId}`] = await repository.selections(userId);
    reads[`administered ${userId}`] = await repository.administered(userId);
    for (const appId of appIdsRead) reads[`openable ${userId} ${appId}`] = await repository.openableApp(userId, appId);
  }
  for (const appId of appIdsRead) reads[`wizard ${appId}`] = await repository.wizard(appId);
  for (const appId of ['own1', 'own2', APP, 'noSuchApp']) {
    for (const std of ['sOwn', '777', 'noSite']) {
      for (const sftd of ['fOwn', 'fOther', 'fNum', '1234', 'noShift']) {
        reads[`roster wizard ${appId} ${std} ${sftd}`] = await repository.rosterWizard(appId, std, sftd);
      }
    }
  }
  const { shifts } = (await processes.wholeState(store)).data;
  for (const shift of shifts.filter((record) => record.app_id === APP).slice(0, 5)) {
    reads[`roster wizard ${APP} ${shift.sftd}`] = await repository.rosterWizard(APP, shift.std, shift.sftd);
  }
  return reads;
}

describe('the PostgreSQL apps repository answers as the embedded one', () => {
  it('lists the apps each user may open with their owners, their selections and organizations, and the wizards alike', async () => {
    const expected = await readAll(await embedded());
    expect(await readAll(sql)).toEqual(expected);
  }, 60_000);

  it('has records that mean something: apps opened by every path, and some not', async () => {
    const names = (await sql.openable(101)).map((openable) => openable.record.ap_name);
    expect(names).toEqual(
      expect.arrayContaining(['Zulu', 'alpha', 'Alpha', 'Own with a cmpd', 'Émile app', 'B one', 'C one', 'G one']),
    );
    for (const shut of ['Pending', 'Zero', 'Missing', 'Of 102', 'D one', 'E one', 'Blank cmpd', 'F one', 'No owner']) {
      expect(names).not.toContain(shut);
    }
    expect((await sql.openable(101)).find((openable) => openable.record.app_id === 'own1')?.ownerName).toBe(
      'Émile Zoë',
    );
    expect((await sql.administered(101)).map((organization) => organization.cmpd)).toEqual(['orgG', 'orgA', 'orgE2']);
    expect(await sql.selections(101)).toEqual(['gone', 'own4', 'orgA1', 'own1', APP, 'orgB1']);
    expect(await sql.wizard('own1')).toMatchObject({ wizard_clients: 0, wizard_sites: 1, wizard_positions: 1 });
    expect(await sql.rosterWizard('own1', 'sOwn', 'fOwn')).toMatchObject({
      wizard_positions: 1,
      wizard_working_days: 1,
      wizard_constrains: 1,
    });
    expect(await sql.rosterWizard('own1', '777', 'fNum')).toBeUndefined();
  });

  it('sees each write at once, on every read', async () => {
    const organization = { cnm: ' émile zoë ', reg_no: '', vat_no: '', location_tp: 1, lat: 0, lng: 0 };
    expect(await sql.addOrganization(101, organization, NOW_MS)).toEqual({ status: 'name-taken' });
    const added = await sql.addOrganization(
      103,
      { cnm: 'Gamma', reg_no: '', vat_no: ' 12 34 ', location_tp: 1, lat: 0, lng: 0 },
      NOW_MS,
    );
    expect(added.status).toBe('added');
    const references = { apd: 'apdNew', apdd: 'apddNew' };
    const fields = { ap_name: 'New', description: '', handle: 'new', tags: [], isOwn: 0 as const, cmpd: 'orgA' };
    expect(await sql.addApp(103, fields, references, NOW_MS)).toBe('not-admin');
    expect(await sql.addApp(101, fields, references, NOW_MS)).toBe('added');
    expect(await sql.addApp(101, { ...fields, ap_name: 'Other' }, references, NOW_MS)).toBe('handle-taken');
    expect(await sql.confirm(101, 'apdNew', 'wrong', NOW_MS)).toBe(false);
    expect(await sql.confirm(101, 'apdNew', 'apddNew', NOW_MS)).toBe(true);
    expect(await sql.confirm(101, 'apdNew', 'apddNew', NOW_MS)).toBe(false);
    await sql.select(0, 101, 'orgA2', NOW_MS);
    await sql.select(0, 101, 'own1', NOW_MS);
    expect((await sql.selections(101)).slice(0, 2)).toEqual(['own1', 'orgA2']);
    await store.update(
      (draft) => {
        draft.organizations = draft.organizations.filter((organization) => organization.id !== 101);
        draft.app_members = draft.app_members.filter((record) => !(record.app_id === 'orgE1' && record.id % 2 === 1));
      },
      readingWhole(['organizations', 'app_members']),
    );
    expect(await readAll(sql)).toEqual(await readAll(await embedded()));
  }, 60_000);
});
