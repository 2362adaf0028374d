/**
 * The user groups repository's SQL reads answer what the embedded reads answer, on the same
 * records: one PostgreSQL store (a private server started here), read once through its state (the
 * embedded repository) and once through SQL (the PostgreSQL repository). The records are made to
 * catch the differences that matter: group names that tie at base strength, a gdd held by another
 * app; access records of both kinds to sites whose names tie, to a site removed or of another app;
 * and a second app whose records must not show. (The groups' tables refuse a gdd twice in an app or
 * not a string, an access to one sd twice, naming its group by a string, of a kind that is not one,
 * or of another app than its group's.)
 */
import type { PostgresStore } from '../../store/postgres/postgresStore';
import type { GroupSiteRecord, UserGroupRecord } from '../../store/types';
import { nextId } from '../../store/types';
import { testSite } from '../../testing/testSite';
import { readingWhole } from '../../testing/readingWhole';
import { demo } from '../../testing/harness';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { EmbeddedGroups } from './embeddedGroups';
import type { GroupRepository } from './groupRepository';
import { PostgresGroups } from './postgresGroups';

const processes = usePostgresProcesses();
const APP = demo.app.appId;
const OTHER_APP = 'otherAppForTheTest';
const NAMES = ['Arcadia', 'arcadia', 'ÁRCADIA', 'Émile', 'emile', 'zebra', 'Zoë', 'zoe', 'Beta  Park', 'ça', 'Ça va'];

let store: PostgresStore;
/** The embedded repository over everything the database holds now (the groups' tables too). */
const embedded = async (): Promise<EmbeddedGroups> => new EmbeddedGroups(await processes.wholeState(store));
let sql: PostgresGroups;

/** Groups of the app (and of another) with their site access. */
async function writeRecords(): Promise<void> {
  await store.update((draft) => {
    let groupId = Math.max(100, nextId(draft.user_groups));
    // Above the seed's (the sites are a table of their own: the state holds none on PostgreSQL).
    let siteId = 5000;
    let accessId = Math.max(100, nextId(draft.group_sites));
    const addGroup = (appId: string, gdd: unknown, name: string): UserGroupRecord => {
      const group = { id: groupId++, gdd: gdd as string, app_id: appId, name, rights: [] };
      draft.user_groups.push(group);
      return group;
    };
    const groups = NAMES.map((name, i) => addGroup(APP, `g${i}`, `${name}${i % 3 === 0 ? '' : ` ${i % 2}`}`));
    addGroup(OTHER_APP, 'g2', 'Other app with g2');
    const other = addGroup(OTHER_APP, 'gOther', 'Other group');

    const addSite = (appId: string, sd: string, name: string): void => {
      draft.sites.push(testSite(siteId++, appId, sd, { name }));
    };
    NAMES.forEach((name, i) => addSite(APP, `s${i}`, name));
    addSite(OTHER_APP, 'sOther', 'Other site');
    const sds = [...NAMES.map((_, i) => `s${i}`), 'sOther', 'gone', demo.site.sd];
    const addAccess = (appId: string, group: unknown, std: unknown, kind: unknown, i: number): void => {
      draft.group_sites.push({
        id: accessId++,
        app_id: appId,
        group_id: group as number,
        std: std as string,
        kind: kind as GroupSiteRecord['kind'],
        isCreate: (i % 2) as 0 | 1,
        isView: 1,
      });
    };
    groups.forEach((group, g) => {
      for (let n = 0; n < (g % 4) * 4; n += 1) {
        addAccess(APP, group.id, sds[(g + n) % sds.length], n % 3 === 0 ? 'timesheet' : 'roster', n);
      }
    });
    // Another app's group's access to this app's site and to its own.
    addAccess(OTHER_APP, other.id, 's5', 'roster', 0);
    addAccess(OTHER_APP, other.id, 'sOther', 'timesheet', 1);
  });
}

beforeAll(async () => {
  store = await processes.store();
  sql = new PostgresGroups(store, processes.pool());
  await writeRecords();
}, 60_000);

/** Every read of both apps through a repository. */
async function readAll(repository: GroupRepository) {
  const { user_groups } = (await processes.wholeState(store)).data;
  const reads: Record<string, unknown> = {};
  for (const appId of [APP, OTHER_APP, 'noSuchApp']) reads[`list ${appId}`] = await repository.list(appId);
  for (const ugd of [...user_groups.map((group) => String(group.gdd)), '', 'unknown']) {
    reads[`find ${ugd}`] = await repository.find(APP, ugd);
    reads[`find other ${ugd}`] = await repository.find(OTHER_APP, ugd);
  }
  for (const group of user_groups) {
    for (const kind of ['roster', 'timesheet'] as const) {
      reads[`sites ${group.id} ${kind}`] = await repository.sites(group, kind);
    }
  }
  return reads;
}

describe('the PostgreSQL user groups repository answers as the embedded one', () => {
  it('lists, finds and lists the site access of each group alike', async () => {
    const expected = await readAll(await embedded());
    expect(await readAll(sql)).toEqual(expected);
  }, 60_000);

  it('has records that mean something: ties, access of both kinds, and nothing of the other app', async () => {
    const list = await sql.list(APP);
    expect(list.map((group) => group.app_id)).toEqual(list.map(() => APP));
    expect(list.slice(0, 3).map((group) => group.name)).toEqual(['Arcadia', 'ÁRCADIA 0', 'arcadia 1']);
    expect((await sql.find(APP, 'g1'))?.name).toBe('arcadia 1');
    const group = (await sql.find(APP, 'g3'))!;
    const roster = await sql.sites(group, 'roster');
    expect(roster.length).toBeGreaterThan(4);
    expect((await sql.sites(group, 'timesheet')).length).toBeGreaterThan(2);
  });

  it('sees each write at once, on every read', async () => {
    expect(await sql.add(APP, ' ÉMILE ')).toEqual({ status: 'name-taken' });
    expect(await sql.add(APP, 'New group')).toEqual({ status: 'added', ugd: expect.any(String) });
    expect(await sql.rename(APP, 'g0', 'zoë  2')).toBe('renamed');
    expect(await sql.rename(APP, 'unknown', 'x')).toBe('no-group');
    expect(await sql.remove(APP, 'g2')).toBe('removed');
    expect(await sql.saveRights(APP, 'g3', [{ right_id: 101, perm_status: 1 }])).toBe('saved');
    expect(await sql.grantSite(APP, 'g3', 'roster', 's7', { isCreate: 1, isView: 1 })).toBe('granted');
    expect(await sql.grantSite(APP, 'g3', 'roster', 'gone', { isCreate: 0, isView: 1 })).toBe('no-site');
    expect(await sql.revokeSite(APP, 'g3', 'roster', 's4')).toBe('revoked');
    expect(await sql.revokeSite(APP, 'g3', 'timesheet', 'sOther')).toBe('no-site');
    const g4 = (await sql.find(APP, 'g4'))!;
    await store.update(
      (draft) => {
        draft.sites = draft.sites.filter((site) => site.sd !== 's5');
        draft.app_members.find((member) => member.user_id === demo.group.id)!.group_id = g4.id;
      },
      readingWhole(['app_members', 'sites']),
    );
    expect(await sql.remove(APP, 'g4')).toBe('in-use');
    expect(await readAll(sql)).toEqual(await readAll(await embedded()));
  }, 60_000);
});
