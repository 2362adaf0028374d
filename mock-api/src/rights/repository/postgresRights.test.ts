/**
 * The rights decided on the rows the PostgreSQL rights repository reads are the rights decided on
 * the whole store's state, for every user and app: one PostgreSQL store (a private server started
 * here), decided once on its state (the embedded repository) and once on the SQL read. The records
 * are made to catch the differences that matter: an app id held first by an unconfirmed app, an own
 * app, organizations sharing a cmpd, memberships twice (the first counts), Pending and Deactivated,
 * of every user type, named by a string user id or group id; a group of another app; group rights
 * twice and that no form has; site access of both kinds, with no flags, of another app's group. (The groups'
 * tables refuse a site access twice, one naming its group by a string or a group of another app.)
 */
import { FormId } from '../../contract';
import {
  rosterReadAccess as setupReadAccess,
  rosterSiteFlags,
  rosterWriteAccess as setupWriteAccess,
} from '../../roster-setup/access';
import { ROSTER_ADJUST_RIGHTS, rosterListAccess, rosterReadAccess, rosterWriteAccess } from '../../rosters/access';
import type { PostgresStore } from '../../store/postgres/postgresStore';
import type { AppMemberRecord, GroupSiteRecord, SessionRecord, SiteRecord } from '../../store/types';
import { nextId } from '../../store/types';
import { demo } from '../../testing/harness';
import { testUser } from '../../testing/testUser';
import { testSite } from '../../testing/testSite';
import { readingWhole } from '../../testing/readingWhole';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { formRightsFor, formsFor, requireAppMember, requireLookupRight, requireRight } from '../rights';
import type { RightsState } from '../rightsState';
import { EmbeddedRights } from './embeddedRights';
import { PostgresRights } from './postgresRights';
import type { RightsRepository } from './rightsRepository';

const processes = usePostgresProcesses();
const APP = demo.app.appId;
const OWN_APP = 'ownAppForTheTest';
const TWICE_APP = 'appIdHeldTwice';
const SHARED_CMPD_APP = 'sharedCmpdApp';
const UNCONFIRMED_APP = 'neverConfirmedApp';
const APPS = [APP, OWN_APP, TWICE_APP, SHARED_CMPD_APP, UNCONFIRMED_APP, 'noSuchApp', '', null];
/** Users of the test (the demo's three, and more made here: those with a membership have a user record). */
const USERS = [demo.admin.id, demo.group.id, demo.ops.id, ...Array.from({ length: 14 }, (_, i) => 500 + i)];

let store: PostgresStore;
/** The embedded repository over everything the database holds now (the groups' tables too). */
const embedded = async (): Promise<RightsRepository> => new EmbeddedRights(await processes.wholeState(store));
let sql: RightsRepository;

/** Every app's sites as the table holds them now. */
const allSites = async (): Promise<SiteRecord[]> => (await processes.wholeState(store)).data.sites;

async function writeRecords(): Promise<void> {
  const appSites = (await allSites()).filter((site) => site.app_id === APP).map((site) => site.sd);
  await store.update(
    (draft) => {
      const template = draft.apps.find((app) => app.app_id === APP)!;
      let appId = nextId(draft.apps);
      const addApp = (app_id: string, fields: Partial<typeof template>): void => {
        draft.apps.push({ ...template, id: appId++, app_id, ...fields });
      };
      addApp(OWN_APP, { is_own: 1, owner_user_id: 500, cmpd: '' });
      addApp(TWICE_APP, { confirmed: true, owner_user_id: 502, is_own: 1 });
      addApp(SHARED_CMPD_APP, { cmpd: 'sharedCmpd', is_own: 0 });
      addApp(UNCONFIRMED_APP, { confirmed: false, is_own: 1, owner_user_id: 503 });

      const organization = draft.organizations[0]!;
      const organizationId = nextId(draft.organizations);
      draft.organizations.push({
        ...organization,
        id: organizationId,
        cmpd: 'sharedCmpd',
        c_nm: 'Shared organization',
        vat_no: '',
        admin_user_ids: [504],
      });

      let groupId = Math.max(200, nextId(draft.user_groups));
      const addGroup = (app_id: string, rights: { frm_id: number; right_id: number }[]) => {
        const group = { id: groupId++, gdd: `rightsGroup${groupId}`, app_id, name: `Rights ${groupId}`, rights };
        draft.user_groups.push(group);
        return group;
      };
      const roster = addGroup(APP, [
        { frm_id: FormId.ROSTER, right_id: 9 },
        { frm_id: FormId.ROSTER, right_id: 9 },
        { frm_id: FormId.ROSTER, right_id: 999 },
        { frm_id: 12345, right_id: 1 },
      ]);
      const viewer = addGroup(APP, [{ frm_id: FormId.ROSTER, right_id: 10 }]);
      const foreign = addGroup(OWN_APP, [{ frm_id: FormId.ROSTER, right_id: 9 }]);
      const empty = addGroup(APP, []);

      const sites = [...appSites];
      // Above the seed's (the sites are a table of their own: the state holds none on PostgreSQL).
      let siteId = 5000;
      for (const sd of ['rightsSiteA', 'rightsSiteB', 'rightsSiteC']) {
        draft.sites.push(testSite(siteId++, APP, sd));
        sites.push(sd);
      }
      let accessId = Math.max(300, nextId(draft.group_sites));
      const access = (
        group: unknown,
        std: string,
        kind: string,
        isCreate: 0 | 1,
        isView: 0 | 1,
        app_id: string = APP,
      ) => {
        draft.group_sites.push({
          id: accessId++,
          app_id,
          group_id: group as number,
          std,
          kind: kind as GroupSiteRecord['kind'],
          isCreate,
          isView,
        });
      };
      access(roster.id, 'rightsSiteA', 'roster', 1, 1);
      access(roster.id, 'rightsSiteB', 'roster', 0, 1);
      access(roster.id, 'rightsSiteC', 'roster', 0, 0);
      access(roster.id, demo.site.sd, 'timesheet', 1, 1);
      access(viewer.id, 'rightsSiteB', 'roster', 0, 1);
      access(foreign.id, 'rightsSiteB', 'roster', 1, 1, OWN_APP);

      // A membership's user is a row of the users' table (its key on PostgreSQL, issue 33).
      for (const id of [504, 506, 507, 508, 509, 510, 513]) draft.users.push(testUser(id));
      let memberId = Math.max(400, nextId(draft.app_members));
      const member = (user: number, app_id: string, fields: Partial<AppMemberRecord>) => {
        draft.app_members.push({
          id: memberId++,
          app_id,
          user_id: user,
          user_type: 2,
          group_id: null,
          ops_site_ids: [],
          status: 'Active',
          ...fields,
        });
      };
      member(506, APP, { user_type: 1 });
      member(507, APP, { user_type: 2, group_id: roster.id });
      member(508, APP, { user_type: 2, group_id: viewer.id });
      member(509, APP, { user_type: 2, group_id: viewer.id, status: 'Pending' });
      member(510, APP, { user_type: 3, ops_site_ids: ['rightsSiteB', sites[0]!, 'unknownSite'] });
      member(513, APP, { user_type: 2, group_id: empty.id, status: 'Deactivated' });
      member(507, OWN_APP, { user_type: 1 });
      member(508, SHARED_CMPD_APP, { user_type: 3, ops_site_ids: ['rightsSiteA'] });
      member(504, SHARED_CMPD_APP, { user_type: 2, status: 'Deactivated' });
      // The apps and organizations are tables of their own on PostgreSQL (issue 33): read whole into the draft.
    },
    readingWhole(['apps', 'organizations']),
  );
}

beforeAll(async () => {
  store = await processes.store();
  sql = new PostgresRights(processes.pool(), store.counters);
  await writeRecords();
}, 60_000);

const session = (user_id: number, app_id: string | null): SessionRecord => ({
  id: 1,
  sid: 's',
  secret_hash: 'h',
  kind: 'user',
  pending: false,
  user_id,
  app_id,
  created_at: '2026-01-01T00:00:00.000Z',
  expires_at: '2027-01-01T00:00:00.000Z',
});

/** Every decision the openings make for the session, on a state. */
function decisions(state: RightsState, on: SessionRecord, sites: readonly string[]) {
  const member = requireAppMember(state, on);
  const decided: Record<string, unknown> = {
    member,
    forms: member.ok ? formsFor(member.rights).map((form) => form.frm_id) : null,
    formRights: member.ok ? formRightsFor(member.rights, FormId.ROSTER) : null,
    lookup: requireLookupRight(state, on, []),
    list: rosterListAccess(state, on, ''),
    right: requireRight(state, on, FormId.ROSTER, [9, 10]),
  };
  for (const sd of sites) {
    decided[`flags ${sd}`] = member.ok ? rosterSiteFlags(state, member, sd) : null;
    decided[`list ${sd}`] = rosterListAccess(state, on, sd);
    decided[`read ${sd}`] = rosterReadAccess(state, on, sd);
    decided[`adjust ${sd}`] = rosterWriteAccess(state, on, ROSTER_ADJUST_RIGHTS, sd);
    decided[`setup read ${sd}`] = setupReadAccess(state, on, sd);
    decided[`setup create ${sd}`] = setupWriteAccess(state, on, [12], sd, true);
  }
  return decided;
}

async function decideAll(repository: RightsRepository) {
  const sites = [...new Set((await allSites()).map((site) => site.sd)), 'unknownSite'];
  const all: Record<string, unknown> = {};
  for (const user of USERS) {
    for (const app of APPS) {
      const on = session(user, app);
      all[`${user} ${app}`] = decisions(await repository.stateOf(on), on, sites);
    }
  }
  return all;
}

describe('the PostgreSQL rights repository decides as the store', () => {
  it('grants and refuses alike, for every user in every app', async () => {
    const expected = await decideAll(await embedded());
    expect(await decideAll(sql)).toEqual(expected);
  }, 60_000);

  it('has records that mean something: each kind of user decided as the rights model says', async () => {
    const decide = async (user: number, app: string | null) =>
      requireAppMember(await sql.stateOf(session(user, app)), session(user, app));
    expect(await decide(500, OWN_APP)).toMatchObject({ ok: true, rights: { isAdmn: true } });
    expect(await decide(502, TWICE_APP)).toMatchObject({ ok: true, rights: { isAdmn: true } });
    expect(await decide(501, TWICE_APP)).toMatchObject({ ok: false, result: { status: 'INVALID_USER_RIGHTS' } });
    expect(await decide(504, SHARED_CMPD_APP)).toMatchObject({ ok: true, rights: { isAdmn: true } });
    expect(await decide(505, SHARED_CMPD_APP)).toMatchObject({ ok: false });
    expect(await decide(503, UNCONFIRMED_APP)).toMatchObject({ ok: false, result: { status: 'APP_NOT_SELECTED' } });
    expect(await decide(507, APP)).toMatchObject({
      ok: true,
      rights: { isGroupUser: true, rights: { [FormId.ROSTER]: [9] } },
    });
    expect(await decide(509, APP)).toMatchObject({ ok: false });
    expect(await decide(513, APP)).toMatchObject({ ok: false });
    expect(await decide(510, APP)).toMatchObject({ ok: true, rights: { isOpsManager: true } });
    expect(await decide(507, null)).toMatchObject({ ok: false, result: { status: 'APP_NOT_SELECTED' } });

    const state = await sql.stateOf(session(507, APP));
    const access = requireAppMember(state, session(507, APP));
    if (!access.ok) throw new Error('507 is a member');
    expect(rosterSiteFlags(state, access, 'rightsSiteC')).toEqual({ isCreate: 0, isView: 0 });
    expect(rosterSiteFlags(state, access, 'rightsSiteA')).toEqual({ isCreate: 1, isView: 1 });
    expect(rosterListAccess(state, session(507, APP), '')).toMatchObject({
      ok: true,
      sites: ['rightsSiteA', 'rightsSiteB'],
    });
  });

  it("reads only the rows of the session's app", async () => {
    const state = await sql.stateOf(session(507, APP));
    for (const collection of ['apps', 'app_members', 'user_groups', 'group_sites', 'sites'] as const) {
      expect(state[collection].map((record) => record.app_id)).toEqual(state[collection].map(() => APP));
    }
    expect(state.app_members).toHaveLength(1);
    expect(state.user_groups).toHaveLength(1);
    expect((await sql.stateOf(session(506, APP))).sites).toEqual([]);
  });
});
