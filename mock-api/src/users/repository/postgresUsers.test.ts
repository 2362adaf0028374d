/**
 * The users repository's SQL reads answer what the embedded reads answer, on the same records: one
 * PostgreSQL store (a private server started here), read once through its state (the embedded
 * repository) and once through SQL (the PostgreSQL repository). The records are made to catch the
 * differences that matter: added_at ties across page ends, missing, empty, unreadable or not a
 * string (the oldest); cursors of any date format, inside a tie, before every member and after
 * every one; statuses missing, null, of another case or not a string; confirmed false, "false"
 * or 0; a member whose user is gone or named by a string id; names in any case, accent and white
 * space for the User filter, words too short; groups of another app, named by a string or gone; user
 * types without a name; mobile numbers of every dial code (and of none, or zeros); operations
 * sites of another app, unknown, repeated or not strings; two people with one code, unverified
 * people; and a second app whose records must not show.
 */
import { MemberStatus, UserFilter, UserPage, USER_PAGE_SIZE } from '@times/shared-sdk/schemas';
import type { PostgresStore } from '../../store/postgres/postgresStore';
import type { AppMemberRecord, UserRecord } from '../../store/types';
import { nextId } from '../../store/types';
import { demo } from '../../testing/harness';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import type { UserListFilter } from '../userListFilter';
import type { UserListQuery } from '../userPaging';
import { EmbeddedUsers } from './embeddedUsers';
import { PostgresUsers } from './postgresUsers';
import type { UserRepository } from './userRepository';
import { testUser } from '../../testing/testUser';
import { readingWhole } from '../../testing/readingWhole';

const processes = usePostgresProcesses();
const APP = demo.app.appId;
const OTHER_APP = 'otherAppForTheTest';
const NAMES = ['Émile', 'emile', 'ZOË', 'zoe', '  Beta   Park ', 'ça', 'Ça va', 'Ärni', 'arni', 'Sipho'];
const SURNAMES = ['Dlamini', 'dlamini', 'Van  der Merwe', 'MÜLLER', 'muller', ''];
const MOBILES = ['27821234567', '+263 77 123 4567', '447700900123', '0021234567', '0821234567', '1 555 0100', '', 'x'];
/** A verified person's code, and an unverified one's (nobody is found by it). */
const SHARED_CODE = '77778888999900';
const UNVERIFIED_CODE = '77778888999901';

let store: PostgresStore;
/** The embedded repository over everything the database holds now (the users' table too). */
const embedded = async (): Promise<EmbeddedUsers> => new EmbeddedUsers(await processes.wholeState(store));
/** Every user the database holds (a table of its own on PostgreSQL). */
const allUsers = async (): Promise<UserRecord[]> => (await processes.wholeState(store)).data.users;
let sql: PostgresUsers;

type Loose = Record<string, unknown>;

/**
 * added_at of the i-th member: ties of four, some missing (all the oldest). A member's fields are typed columns on
 * PostgreSQL (issue 33): the migration's test shows what becomes of a value of another type.
 */
function addedAt(i: number): unknown {
  if (i % 13 === 5) return undefined;
  if (i % 23 === 11) return null;
  return new Date(Date.parse('2026-02-01T10:00:00.000Z') + Math.floor(i / 4) * 60_000).toISOString();
}

const STATUSES: unknown[] = [
  MemberStatus.ACTIVE,
  MemberStatus.DEACTIVATED,
  MemberStatus.PENDING,
  undefined,
  MemberStatus.PENDING,
];
const CONFIRMED: unknown[] = [undefined, true, true, false, undefined, true, undefined, false, undefined];
const TYPES: unknown[] = [2, 2, 1, 3, 2, 3, 2];

/** Users, members, groups and sites of the app (and of another). */
async function writeRecords(): Promise<void> {
  await store.update((draft) => {
    // Above the seed's (the users are a table of their own: the state holds none on PostgreSQL).
    let userId = 100;
    let memberId = Math.max(100, nextId(draft.app_members));
    let groupId = Math.max(100, nextId(draft.user_groups));
    let siteId = nextId(draft.sites);
    // The state's own records, not drafts: a new record must hold no draft.
    const siteTemplate = store.data.sites.find((site) => site.app_id === APP)!;

    const addUser = (i: number, fields: Loose = {}): UserRecord => {
      // Each their own mobile number (the table's key), of every dial code.
      const user = testUser(userId++, {
        nm: NAMES[i % NAMES.length]!,
        snm: SURNAMES[i % SURNAMES.length]!,
        usrcd: String(90_000_000_000_000 + i),
        mbl: `${MOBILES[i % MOBILES.length]!}${i}`,
        verified: i % 11 !== 4,
        ...fields,
      });
      draft.users.push(user);
      return user;
    };
    const addMember = (appId: string, user: UserRecord | { id: unknown }, fields: Loose = {}): AppMemberRecord => {
      const member: Loose = {
        id: memberId++,
        app_id: appId,
        user_id: user.id,
        user_type: 2,
        group_id: null,
        ops_site_ids: [],
        ...fields,
      };
      for (const key of Object.keys(member)) if (member[key] === undefined) delete member[key];
      draft.app_members.push(member as unknown as AppMemberRecord);
      return member as unknown as AppMemberRecord;
    };

    // Groups: the app's (names that tie) and another app's; members name one of the app's or none.
    const groups = ['Supervisors', 'supervisors', 'Ágri', 'agri', 'Zeta'].map((name, i) => {
      const group = { id: groupId++, gdd: `g${i}`, app_id: APP, name, rights: [] };
      draft.user_groups.push(group);
      return group;
    });
    const foreignGroup = { id: groupId++, gdd: 'gOther', app_id: OTHER_APP, name: 'Other group', rights: [] };
    draft.user_groups.push(foreignGroup);
    const groupIds: unknown[] = [...groups.map((group) => group.id), null];

    // Sites of the app (one sd twice), of another app.
    const addSite = (appId: string, sd: string, name: string): void => {
      draft.sites.push({ ...siteTemplate, id: siteId++, sd, app_id: appId, name });
    };
    ['sA', 'sB', 'sC'].forEach((sd, i) => addSite(APP, sd, `Site ${NAMES[i]!}`));
    addSite(APP, 'sA', 'Second sA');
    addSite(OTHER_APP, 'sOther', 'Other site');
    const OPS_SITES: unknown[][] = [
      [],
      ['sA'],
      ['sB', 'sA', 'sB'],
      ['sOther', 'sC'],
      ['unknown'],
      ['sC', 'sOther'],
      [demo.site.sd],
    ];

    for (let i = 0; i < 4 * USER_PAGE_SIZE + 9; i += 1) {
      const user = addUser(i);
      addMember(APP, user, {
        added_at: addedAt(i),
        status: STATUSES[i % STATUSES.length],
        confirmed: CONFIRMED[i % CONFIRMED.length],
        user_type: TYPES[i % TYPES.length],
        group_id: groupIds[i % groupIds.length],
        ops_site_ids: OPS_SITES[i % OPS_SITES.length],
      });
      // Some people are members of the other app too.
      if (i % 5 === 0) addMember(OTHER_APP, user, { added_at: addedAt(i + 1) });
    }
    // An unverified person with a code (nobody yet), and two verified ones (a code names one person).
    addUser(501, { usrcd: UNVERIFIED_CODE, verified: false, nm: 'Unverified' });
    const first = addUser(502, { usrcd: SHARED_CODE, verified: true, nm: 'First' });
    const second = addUser(503, { verified: true, nm: 'Second' });
    addMember(APP, second, { added_at: '2026-02-01T10:01:00.000Z' });
    addMember(APP, first, { added_at: '2026-02-01T10:01:00.000Z', confirmed: false });
    // An unconfirmed membership (not listed) added after every other.
    const later = addUser(504, { nm: 'Later' });
    addMember(APP, later, { confirmed: false, added_at: '2026-03-01T00:00:00.000Z' });
  });
}

beforeAll(async () => {
  store = await processes.store();
  sql = new PostgresUsers(store, processes.pool());
  await writeRecords();
}, 60_000);

type Query = UserListFilter & UserListQuery;

const query = (fields: Partial<Query>): Query => ({
  flt: UserFilter.ALL,
  srch_word: '',
  pg: UserPage.FIRST,
  lst_date: '',
  lst_count: 0,
  ...fields,
});

/** Every page of a filter, walked with the cursor each answer carries, as the screen does. */
async function walk(repository: UserRepository, filter: Partial<Query>) {
  const pages = [];
  let page = await repository.page(APP, query(filter));
  pages.push(page);
  for (let guard = 0; page.users.length > 0 && guard < 20; guard += 1) {
    page = await repository.page(
      APP,
      query({ ...filter, pg: UserPage.NEXT, lst_date: page.lst_date, lst_count: page.lst_count }),
    );
    pages.push(page);
  }
  return pages;
}

const WORDS = [
  'emile',
  ' ÉMILE ',
  'zoë',
  'beta park',
  'BETA   PARK',
  'van der',
  'dlamini',
  'ile dla',
  '9000000000001',
  'ça',
  'ärni',
  'ab',
  'nobody',
  'sipho müller',
];

function filters(): Partial<Query>[] {
  return [
    {},
    { flt: UserFilter.ACTIVE },
    { flt: UserFilter.DEACTIVATED },
    { flt: UserFilter.PENDING },
    { flt: 9 },
    ...WORDS.map((srch_word) => ({ flt: UserFilter.SEARCH, srch_word })),
    { flt: UserFilter.ALL, srch_word: 'emile' },
  ];
}

/** Cursors a screen does not send: other date formats, inside a tie, before every member, after every one. */
const ODD_CURSORS: Partial<Query>[] = [
  { lst_date: '2026-02-01T10:05:00Z', lst_count: 120 },
  { lst_date: '2026-02-01T10:05:00.000+00:00', lst_count: 99.5 },
  { lst_date: '2026-02-01T10:04:00.000Z', lst_count: 0 },
  { lst_date: '2026-02-01', lst_count: 1 },
  { lst_date: '1970-01-01T00:00:00.000Z', lst_count: 150 },
  { lst_date: '1960-01-01T00:00:00.000Z', lst_count: 0 },
  { lst_date: '+010000-01-01T00:00:00.000Z', lst_count: 5 },
  { lst_date: '2026-02-01T10:05:00.000Z', lst_count: Number.MAX_SAFE_INTEGER * 4 },
  { lst_date: '2026-02-01T10:05:00.000Z', lst_count: -3 },
  { lst_date: 'not a date', lst_count: 2 },
];

/** Every read of both apps through a repository. */
async function readAll(repository: UserRepository) {
  const reads: Record<string, unknown> = {};
  for (const filter of filters()) reads[`walk ${JSON.stringify(filter)}`] = await walk(repository, filter);
  for (const cursor of ODD_CURSORS) {
    reads[`next ${JSON.stringify(cursor)}`] = await repository.page(APP, query({ pg: UserPage.NEXT, ...cursor }));
    reads[`next pending ${JSON.stringify(cursor)}`] = await repository.page(
      APP,
      query({ pg: UserPage.NEXT, flt: UserFilter.PENDING, ...cursor }),
    );
  }
  for (const appId of [OTHER_APP, 'noSuchApp']) reads[`page ${appId}`] = await repository.page(appId, query({}));
  const codes = [...new Set((await allUsers()).map((user) => user.usrcd)), '', 'unknown'];
  for (const code of codes) {
    reads[`shown ${code}`] = await repository.shown(APP, code);
    reads[`shown other ${code}`] = await repository.shown(OTHER_APP, code);
    reads[`byCode ${code}`] = await repository.byCode(code);
  }
  return reads;
}

describe('the PostgreSQL users repository answers as the embedded one', () => {
  it('pages each filter, shows each member and finds each person alike', async () => {
    const expected = await readAll(await embedded());
    expect(await readAll(sql)).toEqual(expected);
  }, 60_000);

  it('has records that mean something: ties across pages, rows of every kind, and nothing of the other app', async () => {
    const pages = await walk(sql, {});
    const users = pages.flatMap((page) => page.users);
    expect(new Set(users.map((listed) => listed.member.id)).size).toBe(users.length);
    expect(users.map((listed) => listed.member.app_id)).toEqual(users.map(() => APP));
    expect(users.length).toBeGreaterThan(3 * USER_PAGE_SIZE);
    expect(pages[0]!.ttl).toBe(users.length);
    // A page ends inside a tie of added_at: the next one begins with the same.
    expect(pages.some((page, i) => i > 0 && page.users[0]?.member.added_at === pages[i - 1]!.lst_date)).toBe(true);
    expect(users.filter((listed) => listed.group !== undefined).length).toBeGreaterThan(5);
    const searched = (await walk(sql, { flt: UserFilter.SEARCH, srch_word: ' ÉMILE ' })).flatMap((page) => page.users);
    expect(searched.length).toBeGreaterThan(3);
    const shown = await Promise.all(users.map((listed) => sql.shown(APP, listed.user.usrcd)));
    expect(new Set(shown.map((one) => one?.country?.c_nm)).size).toBeGreaterThan(3);
    expect(shown.filter((one) => (one?.opsSites.length ?? 0) > 1).length).toBeGreaterThan(3);
    expect((await sql.byCode(SHARED_CODE))?.user.nm).toBe('First');
  });

  it('sees each write at once, on every read', async () => {
    const app = (await processes.wholeState(store)).data.apps.find((candidate) => candidate.app_id === APP)!;
    const people = await allUsers();
    const codeOf = (nm: string) => people.find((user) => user.nm === nm)!.usrcd;
    // Members the calls can name: their person is verified and holds a code of their own.
    const listed = [];
    for (const one of (await walk(sql, { flt: UserFilter.ACTIVE }))[0]!.users) {
      if ((await sql.shown(APP, one.user.usrcd))?.member.id === one.member.id) listed.push(one);
    }
    expect(await sql.setStatus(APP, demo.admin.id, listed[0]!.user.usrcd, MemberStatus.DEACTIVATED)).toBe('changed');
    expect(await sql.remove(APP, demo.admin.id, listed[0]!.user.usrcd)).toBe('removed');
    expect(await sql.setType(APP, demo.admin.id, listed[1]!.user.usrcd, 2, 'g3')).toBe('changed');
    // Later's membership is unconfirmed: the add replaces it.
    expect(await sql.add({ ...app, max_users: 1000 }, codeOf('Later'), Date.parse('2026-02-01T10:05:00.000Z'))).toEqual(
      { status: 'added', usd: codeOf('Later') },
    );
    expect(
      await sql.add({ ...app, max_users: 1000 }, codeOf('Naledi'), Date.parse('2026-02-01T10:05:00.000Z')),
    ).toEqual({ status: 'exists' });
    expect(await sql.confirm({ ...app, max_users: 1000 }, SHARED_CODE)).toEqual({
      status: 'confirmed',
      usd: SHARED_CODE,
    });
    await store.update(
      (draft) => {
        // A group with members is not removed (the members' key on it): renamed.
        draft.user_groups.find((group) => group.gdd === 'g1')!.name = 'Renamed';
        draft.sites = draft.sites.filter((site) => site.sd !== 'sB');
      },
      readingWhole(['user_groups']),
    );
    expect(await readAll(sql)).toEqual(await readAll(await embedded()));
  }, 60_000);
});
