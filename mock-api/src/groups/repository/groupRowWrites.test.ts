/**
 * The user groups' writes on PostgreSQL (issue 33: the groups, their rights and site access have tables of their
 * own): each is a write of its own rows, so it goes through while another write holds the store head's lock; the
 * rules that span a group and records the store still holds are kept by row locks, seen waiting in PostgreSQL
 * itself (lockWaits.ts), not by timing: a member's change to a group locks the group's row (a removal at the same
 * moment waits, then finds the member; or the change waits, then finds the group gone), a grant locks the site's
 * record (a site's removal at the same moment comes first or finds it); and the rights a call's opening reads,
 * kept between calls, see a group's change written by another process.
 */
import { readDocs } from '../../store/postgres/typedTable';
import { groupSites } from '../../store/postgres/groupRows';
import { PostgresRights } from '../../rights/repository/postgresRights';
import type { GroupSiteRecord, SessionRecord } from '../../store/types';
import { demo } from '../../testing/harness';
import { holding, someoneWaits, throughTheHead as headless } from '../../testing/lockWaits';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { PostgresUsers } from '../../users/repository/postgresUsers';
import { PostgresGroups } from './postgresGroups';

jest.setTimeout(60_000);

const processes = usePostgresProcesses();
const APP = demo.app.appId;
/** The demo's 'Site supervisors', Sipho's group. */
const SUPERVISORS = '5YOYu5QRopcj40dX';
let groups: PostgresGroups;
let users: PostgresUsers;

beforeAll(async () => {
  const store = await processes.store();
  groups = new PostgresGroups(store, processes.pool());
  users = new PostgresUsers(store, processes.pool());
});

/** `write` answers while another transaction holds the head's lock. */
const throughTheHead = <T>(write: () => Promise<T>): Promise<T> => headless(processes.pool(), write);

const GROUP_ROW = (mode: 'UPDATE' | 'SHARE') => `SELECT id FROM user_groups WHERE app_id = $1 AND gdd = $2 FOR ${mode}`;

/** A new group of the demo app: its ugd. */
async function newGroup(name: string): Promise<string> {
  const added = await groups.add(APP, name);
  if (added.status !== 'added') throw new Error(`${name}: ${added.status}`);
  return added.ugd;
}

const accessOf = async (ugd: string): Promise<GroupSiteRecord[]> => {
  const group = (await groups.find(APP, ugd))!;
  return (await readDocs<GroupSiteRecord>(processes.pool(), groupSites)).filter(
    (access) => access.group_id === group.id,
  );
};

describe('the user groups’ writes on PostgreSQL', () => {
  it('adds, renames, grants rights and site access, and removes while another write holds the head', async () => {
    const added = await throughTheHead(() => groups.add(APP, 'Night shift'));
    expect(added).toEqual({ status: 'added', ugd: expect.any(String) });
    const { ugd } = added as { ugd: string };
    expect(await throughTheHead(() => groups.add(APP, ' NIGHT SHIFT '))).toEqual({ status: 'name-taken' });
    expect(await throughTheHead(() => groups.rename(APP, ugd, 'Night patrol'))).toBe('renamed');
    expect(await throughTheHead(() => groups.saveRights(APP, ugd, [{ right_id: 101, perm_status: 1 }]))).toBe('saved');
    expect((await groups.find(APP, ugd))?.rights).toHaveLength(1);
    const flags = { isCreate: 1, isView: 1 } as const;
    expect(await throughTheHead(() => groups.grantSite(APP, ugd, 'roster', demo.site.sd, flags))).toBe('granted');
    expect(await throughTheHead(() => groups.grantSite(APP, ugd, 'timesheet', demo.site.sd, flags))).toBe('granted');
    expect(await throughTheHead(() => groups.revokeSite(APP, ugd, 'roster', demo.site.sd))).toBe('revoked');
    expect(await accessOf(ugd)).toEqual([expect.objectContaining({ kind: 'timesheet', isCreate: 1 })]);
    const { id } = (await groups.find(APP, ugd))!;
    expect(await throughTheHead(() => groups.remove(APP, ugd))).toBe('removed');
    expect(await groups.find(APP, ugd)).toBeUndefined();
    // Its rights and site access went with it.
    const { rows } = await processes.pool().query('SELECT 1 FROM group_rights WHERE group_id = $1', [id]);
    expect(rows).toEqual([]);
    expect((await readDocs<GroupSiteRecord>(processes.pool(), groupSites)).some((one) => one.group_id === id)).toBe(
      false,
    );
  });

  it('finds a member given the group while its removal waited on the row', async () => {
    const ugd = await newGroup('Weekend crew');
    const { id } = (await groups.find(APP, ugd))!;
    const pool = processes.pool();
    // As a member's change does: the group's row locked for share, then the member written and committed.
    const change = await holding(pool, GROUP_ROW('SHARE'), [APP, ugd]);
    const removal = groups.remove(APP, ugd);
    await someoneWaits(pool, change.pid);
    await change.query('UPDATE app_members SET group_id = $1, user_type = 2 WHERE app_id = $2 AND user_id = $3', [
      id,
      APP,
      demo.ops.id,
    ]);
    await change.release('COMMIT');
    expect(await removal).toBe('in-use');
    expect(await groups.find(APP, ugd)).toBeDefined();
  });

  it('makes a member of a group only once no removal holds it, and not of one removed meanwhile', async () => {
    const pool = processes.pool();
    const kept = await newGroup('Kept crew');
    const removal = await holding(pool, GROUP_ROW('UPDATE'), [APP, kept]);
    const change = users.setType(APP, demo.admin.id, demo.opsd, 2, kept);
    await someoneWaits(pool, removal.pid);
    await removal.release();
    expect(await change).toBe('changed');

    const gone = await newGroup('Gone crew');
    const removed = await holding(pool, GROUP_ROW('UPDATE'), [APP, gone]);
    const late = users.setType(APP, demo.admin.id, demo.opsd, 2, gone);
    await someoneWaits(pool, removed.pid);
    await removed.query('DELETE FROM user_groups WHERE app_id = $1 AND gdd = $2', [APP, gone]);
    await removed.release('COMMIT');
    expect(await late).toBe('no-group');
  });

  it('grants access to a site only once its removal is decided, and not to one removed meanwhile', async () => {
    const pool = processes.pool();
    const ugd = await newGroup('Gate crew');
    const SITE_ROW = 'SELECT 1 FROM sites WHERE app_id = $1 AND sd = $2 FOR UPDATE';
    const site = await holding(pool, SITE_ROW, [APP, demo.site.sd]);
    const grant = groups.grantSite(APP, ugd, 'roster', demo.site.sd, { isCreate: 0, isView: 1 });
    await someoneWaits(pool, site.pid);
    await site.release();
    expect(await grant).toBe('granted');
    expect(await accessOf(ugd)).toEqual([expect.objectContaining({ std: demo.site.sd, isView: 1 })]);

    await pool.query(`INSERT INTO sites (app_id, sd, name) VALUES ($1, 'gateGone', 'Gate gone')`, [APP]);
    const removal = await holding(pool, SITE_ROW, [APP, 'gateGone']);
    const late = groups.grantSite(APP, ugd, 'timesheet', 'gateGone', { isCreate: 0, isView: 1 });
    await someoneWaits(pool, removal.pid);
    await removal.query('DELETE FROM sites WHERE app_id = $1 AND sd = $2', [APP, 'gateGone']);
    await removal.release('COMMIT');
    expect(await late).toBe('no-site');
  });

  it('keeps the rights read at a call’s opening until a group changes on another process', async () => {
    const here = await processes.store();
    const rights = new PostgresRights(processes.pool(), here.counters);
    const there = new PostgresGroups(await processes.store(), processes.pool());
    const sipho = { app_id: APP, user_id: demo.group.id } as SessionRecord;
    await here.refresh();
    const before = await rights.stateOf(sipho);
    expect(before.user_groups.map((group) => group.gdd)).toEqual([SUPERVISORS]);
    await here.refresh();
    expect(await rights.stateOf(sipho)).toBe(before);

    // The USERS form's right 1 (entity permission 301), which the demo's supervisors do not hold.
    expect(before.user_groups[0]!.rights).not.toContainEqual({ frm_id: 3, right_id: 1 });
    expect(await there.saveRights(APP, SUPERVISORS, [{ right_id: 301, perm_status: 1 }])).toBe('saved');
    await here.refresh();
    expect((await rights.stateOf(sipho)).user_groups[0]!.rights).toContainEqual({ frm_id: 3, right_id: 1 });

    expect(await there.grantSite(APP, SUPERVISORS, 'timesheet', demo.site.sd, { isCreate: 1, isView: 1 })).toBe(
      'granted',
    );
    await here.refresh();
    expect((await rights.stateOf(sipho)).group_sites).toContainEqual(
      expect.objectContaining({ kind: 'timesheet', std: demo.site.sd, isCreate: 1 }),
    );
  });
});
