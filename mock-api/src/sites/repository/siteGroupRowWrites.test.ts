/**
 * The site groups' writes on PostgreSQL (issue 33: the site groups have a table of their own): an add, a rename and
 * a removal are writes of their own rows, so each goes through while another write holds the store head's lock;
 * 'a group in use is not removed' spans the sites' table, and is kept by the group's row lock, seen waiting in
 * PostgreSQL itself (lockWaits.ts), not by timing: a removal waits on a site's change naming the group, then finds
 * the site; a site's change waits on a removal, then finds the group gone.
 */
import type { PostgresStore } from '../../store/postgres/postgresStore';
import { demo } from '../../testing/harness';
import { holding, someoneWaits, throughTheHead as headless } from '../../testing/lockWaits';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { PostgresSites } from './postgresSites';
import type { SiteFields } from './siteRepository';

jest.setTimeout(60_000);

const processes = usePostgresProcesses();
const APP = demo.app.appId;
let store: PostgresStore;
let sites: PostgresSites;

beforeAll(async () => {
  store = await processes.store();
  sites = new PostgresSites(store, processes.pool());
});

/** `write` answers while another transaction holds the head's lock. */
const throughTheHead = <T>(write: () => Promise<T>): Promise<T> => headless(processes.pool(), write);

const GROUP_ROW = (mode: 'UPDATE' | 'SHARE') => `SELECT id FROM site_groups WHERE app_id = $1 AND gd = $2 FOR ${mode}`;

/** A new site group of the demo app: its gd. */
async function newGroup(name: string): Promise<string> {
  const added = await sites.addGroup(APP, name);
  if (added.status !== 'added') throw new Error(`${name}: ${added.status}`);
  return added.gd;
}

/** The demo site's fields, in the group `sgd`. */
async function demoSiteIn(sgd: string): Promise<SiteFields> {
  const site = (await processes.wholeState(store)).data.sites.find(
    (one) => one.app_id === APP && one.sd === demo.site.sd,
  )!;
  return { name: site.name, clnt: site.clnt, sgd, opsd: '', gen_emply: site.gen_emply, usr_emply: site.usr_emply };
}

describe('the site groups’ writes on PostgreSQL', () => {
  it('adds, renames and removes while another write holds the head', async () => {
    const added = await throughTheHead(() => sites.addGroup(APP, 'Limpopo'));
    expect(added).toEqual({ status: 'added', gd: expect.any(String) });
    const { gd } = added as { gd: string };
    expect(await throughTheHead(() => sites.addGroup(APP, ' limpopo '))).toEqual({ status: 'name-taken' });
    expect(await throughTheHead(() => sites.renameGroup(APP, gd, 'North'))).toBe('renamed');
    expect((await sites.groups(APP)).map((group) => group.name)).toContain('North');
    expect(await throughTheHead(() => sites.removeGroup(APP, gd))).toBe('removed');
    expect((await sites.groups(APP)).map((group) => group.gd)).not.toContain(gd);
  });

  it('finds a site given the group while its removal waited on the row', async () => {
    const gd = await newGroup('Free State');
    const pool = processes.pool();
    // As a site's change does: the group's row locked for share, then the site written and committed.
    const change = await holding(pool, GROUP_ROW('SHARE'), [APP, gd]);
    const removal = sites.removeGroup(APP, gd);
    await someoneWaits(pool, change.pid);
    await change.query('UPDATE sites SET sgd = $1 WHERE app_id = $2 AND sd = $3', [gd, APP, demo.site.sd]);
    await change.release('COMMIT');
    expect(await removal).toBe('in-use');
  });

  it('puts a site in a group only once no removal holds it, and not in one removed meanwhile', async () => {
    const pool = processes.pool();
    await store.refresh();
    const kept = await newGroup('Kept province');
    const removal = await holding(pool, GROUP_ROW('UPDATE'), [APP, kept]);
    const change = sites.update(APP, demo.site.sd, await demoSiteIn(kept), null);
    await someoneWaits(pool, removal.pid);
    await removal.release();
    expect(await change).toBe('updated');

    const gone = await newGroup('Gone province');
    const removed = await holding(pool, GROUP_ROW('UPDATE'), [APP, gone]);
    const late = sites.update(APP, demo.site.sd, await demoSiteIn(gone), null);
    await someoneWaits(pool, removed.pid);
    await removed.query('DELETE FROM site_groups WHERE app_id = $1 AND gd = $2', [APP, gone]);
    await removed.release('COMMIT');
    expect(await late).toBe('no-group');
  });
});
