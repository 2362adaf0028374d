/**
 * The sites repository's SQL reads answer what the embedded reads answer, on the same records:
 * one PostgreSQL store (a private server started here), read once through its state (the embedded
 * repository) and once through SQL (the PostgreSQL repository). The records are made to catch the
 * differences that matter: created_at ties across page ends, missing or unreadable created_at
 * (the oldest), cursors of any date format, in a tie or past the end; names that tie at base
 * strength; sites whose client, group or operations manager the app lacks, or another app has;
 * members that are not operations managers (another type, a type or id as a string, another app)
 * and two managers with names alike; box edges and the 180th meridian; employees on the sites' shifts
 * (men and women, active or not, on one shift or two, of the app or another); and a second app whose
 * records must not show.
 */
import { SiteFilter, SITE_PAGE_SIZE } from '../../contract';
import type { SiteScope } from '../../rights';
import type { PostgresStore } from '../../store/postgres/postgresStore';
import type { AppMemberRecord, SiteRecord, UserRecord } from '../../store/types';
import { nextId } from '../../store/types';
import { demo } from '../../testing/harness';
import { shiftEmployeeRow } from '../../testing/shiftEmployeeRow';
import { testEmployee } from '../../testing/testEmployee';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import type { SiteQuery } from '../siteList';
import { EmbeddedSites } from './embeddedSites';
import { PostgresSites } from './postgresSites';
import type { SiteFields, SiteRepository } from './siteRepository';
import { testSite } from '../../testing/testSite';
import { testUser } from '../../testing/testUser';
import { readingWhole } from '../../testing/readingWhole';

const processes = usePostgresProcesses();
const APP = demo.app.appId;
const OTHER_APP = 'otherAppForTheTest';
const NAMES = ['Arcadia', 'arcadia', 'ÁRCADIA', 'Émile', 'emile', 'zebra', 'Zoë', 'zoe', 'Beta  Park', 'ça', 'Ça va'];
const { acmeRetail, highveld } = demo.clients;
const { gauteng, westernCape } = demo.siteGroups;
/** An operations manager's code (of two with names alike: émile and emile). */
const SHARED_CODE = '11112222333344';

let store: PostgresStore;
/** The embedded repository over everything the database holds now (the employees' and shift employees' tables too). */
const embedded = async (): Promise<EmbeddedSites> => new EmbeddedSites(await processes.wholeState(store));
let sql: PostgresSites;
/** Every app's sites as the table holds them now. */
const allSites = async (): Promise<SiteRecord[]> => (await processes.wholeState(store)).data.sites;

type Loose = Record<string, unknown>;

/** created_at of the i-th site: ties of seven, some missing, unreadable or not a string (all the oldest). */
function createdAt(i: number): unknown {
  if (i % 13 === 5) return undefined;
  if (i % 17 === 3) return i % 2 === 0 ? '' : 'yesterday';
  if (i % 19 === 7) return 1_767_225_600_000;
  return new Date(Date.parse('2026-02-01T10:00:00.000Z') + Math.floor(i / 7) * 60_000).toISOString();
}

/** Users, members, groups, clients, sites and employees of the app (and of another). */
async function writeRecords(): Promise<void> {
  await store.update((draft) => {
    // Above the seed's (the users are a table of their own: the state holds none on PostgreSQL).
    let userId = 100;
    // Above the seed's (the apps' members are a table of their own: the state holds none on PostgreSQL).
    let memberId = Math.max(100, nextId(draft.app_members));
    // Above the seed's (the site groups are a table of their own: the state holds none on PostgreSQL).
    let groupId = Math.max(100, nextId(draft.site_groups));
    // Above the seed's (the clients are a table of their own: the state holds none on PostgreSQL).
    const clientId = Math.max(100, nextId(draft.clients));
    // Above the seed's (the sites are a table of their own: the state holds none on PostgreSQL).
    let siteId = 5000;
    // Above the seed's (the employees are a table of their own: the state holds none on PostgreSQL).
    let employeeId = 50_000;

    const clientTemplate = { cntd: '', app_id: APP, name: '', clnt_tpd: '', dt_started: '2026-01-05', clnt_status: 5 };

    const addUser = (nm: string, snm: string, usrcd: string): UserRecord => {
      const user = testUser(userId++, { nm, snm, usrcd });
      draft.users.push(user);
      return user;
    };
    const addMember = (appId: string, user: UserRecord, fields: Partial<AppMemberRecord> = {}): void => {
      draft.app_members.push({
        id: memberId++,
        app_id: appId,
        user_id: user.id,
        user_type: 3,
        group_id: null,
        ops_site_ids: [],
        ...fields,
      });
    };
    // Operations managers whose names tie at base strength, or differ by white space JavaScript trims.
    const managers = [
      addUser('Émile', 'Ops', '90000000000001'),
      addUser('emile', 'OPS', SHARED_CODE),
      addUser('\t Zoë', 'Z', '90000000000003'),
      addUser('zoe', 'z\u00a0', '90000000000004'),
      addUser('Beta', '', '90000000000005'),
      addUser('', 'alpha', '90000000000006'),
    ];
    for (const manager of managers) addMember(APP, manager);
    // Not operations managers of the app: another type, another app's (a member's fields are typed columns).
    const notManagers = [addUser('Group', 'Member', '90000000000010'), addUser('Other', 'App', '90000000000013')];
    addMember(APP, notManagers[0]!, { user_type: 2 });
    addMember(OTHER_APP, notManagers[1]!);
    addMember(OTHER_APP, managers[2]!);

    // Groups whose names tie; another app's with a gd of the app; a second of the app with a gd taken.
    const groupIds: string[] = [gauteng.gd, westernCape.gd];
    for (const [i, name] of ['North  x', 'north X', 'Ágri', 'agri'].entries()) {
      draft.site_groups.push({ id: groupId++, gd: `gr${i}`, app_id: APP, name });
      groupIds.push(`gr${i}`);
    }
    draft.site_groups.push({ id: groupId++, gd: 'gr0', app_id: OTHER_APP, name: 'Not this one' });
    draft.site_groups.push({ id: groupId, gd: 'grOther', app_id: OTHER_APP, name: 'Other group' });

    // Another app's client.
    draft.clients.push({ ...clientTemplate, id: clientId, app_id: OTHER_APP, name: 'Other', cntd: 'clOther' });
    const clients: unknown[] = [acmeRetail.cntd, highveld.cntd, 'unknownClient', 'clOther', 12345];

    const opsOf = (i: number): unknown => {
      switch (i % 9) {
        case 0:
          return null;
        case 1:
          return undefined;
        case 2:
          return notManagers[i % 2]!.id;
        case 3:
          return String(managers[0]!.id);
        case 4:
          return demo.ops.id;
        default:
          return managers[i % managers.length]!.id;
      }
    };
    const addSite = (appId: string, i: number, fields: Loose = {}): SiteRecord => {
      const lat = -34 + (i % 12);
      const lng = i % 10 === 9 ? (i % 20 === 9 ? 179.5 : -179.5) : 17 + (i % 15);
      const site: Loose = {
        ...testSite(siteId++, appId, `s${appId.slice(0, 3)}${i}`),
        name: `${NAMES[i % NAMES.length]!}${i % 4 === 0 ? '' : ` ${Math.floor(i / NAMES.length)}`}`,
        clnt: clients[i % clients.length],
        sgd: i % 11 === 10 ? 'unknownGroup' : groupIds[i % groupIds.length],
        ops: opsOf(i),
        place: { name: `Place ${i}`, description: '', lat, lng },
        lat,
        lng,
        created_at: createdAt(i),
        ...fields,
      };
      for (const key of Object.keys(site)) if (site[key] === undefined) delete site[key];
      draft.sites.push(site as unknown as SiteRecord);
      return site as unknown as SiteRecord;
    };
    const own = Array.from({ length: 4 * SITE_PAGE_SIZE + 7 }, (_, i) => addSite(APP, i));
    // The box's edges exactly; without a latitude (inside north to south) or a longitude (outside).
    own.push(addSite(APP, 900, { lat: -25, lng: 27, created_at: '2026-02-01T10:00:00.000Z' }));
    own.push(addSite(APP, 901, { lat: -26, lng: 29, created_at: '2026-02-01T10:00:00.000Z' }));
    own.push(addSite(APP, 902, { lat: undefined, lng: 28 }));
    own.push(addSite(APP, 903, { lng: undefined, lat: -25.5 }));
    const others = Array.from({ length: 6 }, (_, i) => addSite(OTHER_APP, i, { sgd: 'grOther', clnt: 'clOther' }));

    // Employees on shifts of the sites: of the app or another, men and women, active or not, some on two
    // shifts of one site, one on a shift of another app's site.
    const addEmployee = (appId: string, std: string, i: number): void => {
      const id = employeeId++;
      const emd = `e${appId.slice(0, 3)}${id}`;
      const gender = i % 5 === 0 ? 2 : 1;
      draft.employees.push(testEmployee(id, appId, emd, { gender, user_status: i % 4 === 3 ? 10 : 0 }));
      const created_at = '2026-02-01T10:00:00.000Z';
      for (const [n, shift] of (i % 6 === 0 ? ['day', 'night'] : ['day']).entries()) {
        const place = shiftEmployeeRow(2 * id + n, { std, sftd: `${std}-${shift}`, emd, created_at });
        draft.shift_employees.push({ ...place, app_id: appId });
      }
    };
    own.forEach((site, i) => {
      for (let n = 0; n < i % 7; n += 1) addEmployee(n % 3 === 0 ? OTHER_APP : APP, site.sd, i + n);
    });
    addEmployee(APP, others[0]!.sd, 1);
  });
}

beforeAll(async () => {
  store = await processes.store();
  sql = new PostgresSites(store, processes.pool());
  await writeRecords();
}, 60_000);

const query = (fields: Partial<SiteQuery>): SiteQuery => ({
  flt: SiteFilter.ALL,
  pg: 1,
  lst_date: '',
  lst_count: 0,
  flt_id: '',
  n_lat: 0,
  n_lng: 0,
  s_lat: 0,
  s_lng: 0,
  ...fields,
});

/** Every page of a filter, walked with the cursor each answer carries, as the screen does. */
async function walk(repository: SiteRepository, filter: Partial<SiteQuery>) {
  const pages = [];
  let page = await repository.page(APP, query(filter));
  pages.push(page);
  // The route refuses a next page whose cursor has no time (the oldest site may have no created_at).
  for (let guard = 0; page.sites.length > 0 && !Number.isNaN(Date.parse(page.lst_date)) && guard < 20; guard += 1) {
    page = await repository.page(APP, query({ ...filter, pg: 2, lst_date: page.lst_date, lst_count: page.lst_count }));
    pages.push(page);
  }
  return pages;
}

const BOXES = [
  { n_lat: -25, n_lng: 29, s_lat: -26, s_lng: 27 },
  { n_lat: -20, n_lng: -170, s_lat: -34, s_lng: 170 },
  { n_lat: 90, n_lng: 180, s_lat: -90, s_lng: -180 },
  { n_lat: 10, n_lng: 10, s_lat: 0, s_lng: 0 },
];

/** The filters the walks cover. */
function filters(): Partial<SiteQuery>[] {
  // The codes of the managers written above (Beta; Group Member; String Type, the first String; Other App).
  const manager = (name: 'Beta' | 'Group' | 'String' | 'Other') =>
    ({ Beta: '90000000000005', Group: '90000000000010', String: '90000000000011', Other: '90000000000013' })[name];
  return [
    {},
    ...[acmeRetail.cntd, highveld.cntd, 'unknownClient', 'clOther', '12345'].map((flt_id) => ({
      flt: SiteFilter.CLIENT,
      flt_id,
    })),
    ...[gauteng.gd, 'gr0', 'gr1', 'unknownGroup', 'grOther'].map((flt_id) => ({ flt: SiteFilter.GROUP, flt_id })),
    ...[demo.opsd, SHARED_CODE, manager('Beta'), manager('Group'), manager('String'), manager('Other'), 'nobody'].map(
      (flt_id) => ({ flt: SiteFilter.OPS_MANAGER, flt_id }),
    ),
    ...BOXES.map((box) => ({ flt: SiteFilter.LOCATION, ...box })),
  ];
}

/** Cursors a screen does not send: other date formats, inside a tie, before every site, after every one. */
const ODD_CURSORS: Partial<SiteQuery>[] = [
  { lst_date: '2026-02-01T10:05:00Z', lst_count: 2 },
  { lst_date: '2026-02-01T10:05:00.000+00:00', lst_count: 99 },
  { lst_date: '2026-02-01T10:04:00.000Z', lst_count: 0 },
  { lst_date: '2026-02-01', lst_count: 1 },
  { lst_date: '1970-01-01T00:00:00.000Z', lst_count: 3 },
  { lst_date: '1960-01-01T00:00:00.000Z', lst_count: 0 },
  { lst_date: '+010000-01-01T00:00:00.000Z', lst_count: 5 },
  { lst_date: '2026-02-01T10:05:00.000Z', lst_count: Number.MAX_SAFE_INTEGER * 4 },
  { lst_date: 'not a date', lst_count: 2 },
];

/** Every read of both apps through a repository. */
async function readAll(repository: SiteRepository) {
  const reads: Record<string, unknown> = {};
  for (const filter of filters()) reads[`walk ${JSON.stringify(filter)}`] = await walk(repository, filter);
  for (const cursor of ODD_CURSORS) {
    reads[`next ${JSON.stringify(cursor)}`] = await repository.page(APP, query({ pg: 2, ...cursor }));
  }
  const scopes: SiteScope[] = [
    'all',
    (await allSites()).slice(0, 30).map((site) => site.sd),
    [],
    [`s${OTHER_APP.slice(0, 3)}1`],
  ];
  for (const appId of [APP, OTHER_APP, 'noSuchApp']) {
    for (const [i, scope] of scopes.entries()) reads[`lookup ${appId} ${i}`] = await repository.lookup(appId, scope);
    reads[`groups ${appId}`] = await repository.groups(appId);
    reads[`opsManagers ${appId}`] = await repository.opsManagers(appId);
    reads[`page ${appId}`] = await repository.page(appId, query({}));
  }
  for (const site of await allSites()) reads[`shown ${site.sd}`] = await repository.shown(APP, site.sd);
  reads['shown unknown'] = await repository.shown(APP, 'unknown');
  return reads;
}

describe('the PostgreSQL sites repository answers as the embedded one', () => {
  it('pages each filter, looks up, lists the groups and managers and shows each site alike', async () => {
    const expected = await readAll(await embedded());
    expect(await readAll(sql)).toEqual(expected);
  });

  it('has records that mean something: ties across pages, rows of every kind, and nothing of the other app', async () => {
    const pages = await walk(sql, {});
    const sites = pages.flatMap((page) => page.sites);
    expect(new Set(sites.map((site) => site.record.sd)).size).toBe(sites.length);
    expect(sites.map((site) => site.record.app_id)).toEqual(sites.map(() => APP));
    expect(pages[0]!.ttl).toBe((await allSites()).filter((site) => site.app_id === APP).length);
    expect(sites.length).toBeGreaterThan(3 * SITE_PAGE_SIZE);
    // A page ends inside a tie of created_at: the next one begins with the same.
    expect(pages.some((page, i) => i > 0 && page.sites[0]?.record.created_at === pages[i - 1]!.lst_date)).toBe(true);
    expect(sites.filter((site) => site.employees.total > 0).length).toBeGreaterThan(20);
    expect(sites.filter((site) => site.employees.males > 0 && site.employees.females > 0).length).toBeGreaterThan(5);
    expect(new Set(sites.map((site) => site.opsManager?.name)).size).toBeGreaterThan(4);
    expect(sites.filter((site) => site.clientName === '').length).toBeGreaterThan(5);
    expect(sites.filter((site) => site.groupName === '').length).toBeGreaterThan(2);
    expect((await sql.opsManagers(APP)).map((manager) => manager.name)).toEqual([
      'alpha',
      'Beta',
      'Émile Ops',
      'emile OPS',
      'Naledi Ops',
      'Zoë Z',
      'zoe z',
    ]);
    // The box's edges, and a site without a latitude, are inside; one without a longitude is not.
    const inBox = (await walk(sql, { flt: SiteFilter.LOCATION, ...BOXES[0] })).flatMap((page) => page.sites);
    const sds = inBox.map((site) => site.record.sd);
    expect(sds).toEqual(expect.arrayContaining([900, 901, 902].map((i) => `s${APP.slice(0, 3)}${i}`)));
    expect(sds).not.toContain(`s${APP.slice(0, 3)}903`);
  });

  it('sees each write at once, on every read', async () => {
    const [first, second] = (await allSites()).filter((site) => site.app_id === APP);
    expect(await sql.remove(APP, first!.sd)).toBe('removed');
    expect(await sql.renameGroup(APP, 'gr0', 'ÁGRI 2')).toBe('renamed');
    expect(await sql.removeGroup(APP, 'gr3')).toBe('in-use');
    const fields: SiteFields = {
      name: 'Émile  new',
      clnt: highveld.cntd,
      sgd: 'gr2',
      opsd: SHARED_CODE,
      gen_emply: 1,
      usr_emply: 0,
    };
    const app = (await processes.wholeState(store)).data.apps.find((candidate) => candidate.app_id === APP)!;
    const place = { name: 'New', description: '', lat: -25.5, lng: 28 };
    expect(await sql.add({ ...app, max_sites: 1000 }, fields, place, Date.parse('2026-02-01T10:05:00.000Z'))).toEqual({
      status: 'added',
      sd: expect.any(String),
    });
    expect(await sql.update(APP, second!.sd, { ...fields, name: 'Renamed', opsd: '' }, null)).toBe('updated');
    await store.update(
      (draft) => {
        draft.employees.push(testEmployee(999_999, APP, 'eNew', { gender: 2 }));
        const created_at = '2026-02-01T10:00:00.000Z';
        draft.shift_employees.push(
          shiftEmployeeRow(999_999, { std: second!.sd, sftd: 'newShift', emd: 'eNew', created_at }),
        );
        draft.app_members = draft.app_members.filter((member) => member.user_id !== demo.ops.id);
      },
      readingWhole(['app_members']),
    );
    expect(await readAll(sql)).toEqual(await readAll(await embedded()));
  });
});
