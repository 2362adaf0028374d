/**
 * The shifts repository's SQL reads answer what the embedded reads answer, on the same records:
 * one PostgreSQL store (a private server started here), read once through its state (the embedded
 * repository) and once through SQL (the PostgreSQL repository). The records are made to catch the
 * differences that matter: site names in any case and accent that tie at base strength, shifts
 * that share a created_at, deleted that is 1 and not "1" or true, a shift naming no site or a
 * site of another app, a site of a client named by a number (stored as its text), and a second app
 * whose records must not show. (The sites' table refuses two sites of one sd in an app.)
 */
import type { PostgresStore } from '../../store/postgres/postgresStore';
import type { ShiftRecord, SiteRecord } from '../../store/types';
import { nextId } from '../../store/types';
import { demo } from '../../testing/harness';
import { testSite } from '../../testing/testSite';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { EmbeddedShifts } from './embeddedShifts';
import { PostgresShifts } from './postgresShifts';

const processes = usePostgresProcesses();
const APP = demo.app.appId;
const OTHER_APP = 'otherAppForTheTest';
const NAMES = ['Arcadia', 'arcadia', 'ÁRCADIA 2', 'Émile', 'emile', 'Zoë', 'zoe', 'beta', 'Beta  Park', 'ça', 'Ça va'];
const CLIENT = demo.clients.acmeRetail.cntd;
const NOW_MS = Date.parse('2026-06-15T09:00:00.000Z');

let store: PostgresStore;
/** The embedded repository over everything the database holds now (the shifts' table too: issue 33). */
const embedded = async (): Promise<EmbeddedShifts> => new EmbeddedShifts(await processes.wholeState(store));
let sql: PostgresShifts;

/** The app's sites (and another app's) with their shifts, live and deleted. */
async function writeRecords(): Promise<void> {
  await store.update((draft) => {
    // Above the seed's (the sites are a table of their own: the state holds none on PostgreSQL).
    let siteId = 5000;
    let shiftId = Math.max(5000, nextId(draft.shifts));
    const addSite = (appId: string, sd: string, name: string, clnt: unknown = 'someClient'): SiteRecord => {
      const site = testSite(siteId++, appId, sd, { name, clnt: clnt as string });
      draft.sites.push(site);
      return site;
    };
    const addShift = (appId: string, std: string, i: number, fields: Partial<ShiftRecord> = {}): void => {
      draft.shifts.push({
        id: shiftId++,
        sftd: `f${appId.slice(0, 3)}${i}`,
        app_id: appId,
        std,
        name: `Shift ${i}`,
        start_time: '06:00',
        end_time: '18:00',
        deleted: 0,
        // Groups of three share a created_at: the list orders them by id.
        created_at: new Date(Date.parse('2026-03-01T00:00:00.000Z') + Math.floor(i / 3) * 60_000).toISOString(),
        deleted_at: null,
        ...fields,
      });
    };
    const sites = NAMES.map((name, i) => addSite(APP, `s${i}`, name, i % 3 === 0 ? CLIENT : `client${i % 2}`));
    sites.forEach((site, i) => {
      for (let n = 0; n < i % 5; n += 1) {
        const deleted = (i + n) % 4 === 0 ? 1 : 0;
        addShift(APP, site.sd, i * 10 + n, {
          deleted,
          deleted_at: deleted ? '2026-04-01T10:00:00.000Z' : null,
        });
      }
    });
    // Only deleted shifts: not a roster site.
    addShift(APP, sites[5]!.sd, 500, { deleted: 1, deleted_at: '2026-04-01T10:00:00.000Z' });
    addShift(APP, sites[0]!.sd, 501, { deleted: 1 });
    addShift(APP, sites[10]!.sd, 502);
    const onlyDeleted = addSite(APP, 'sDeleted', 'Only deleted');
    addShift(APP, onlyDeleted.sd, 504, { deleted: 1 });
    // A site of a client named by a number (not the cntd as a string), and one with the demo client.
    const numbered = addSite(APP, 'sNumber', 'Numbered', 12345);
    addShift(APP, numbered.sd, 505);
    // A shift naming no site; a shift of the app naming only another app's site.
    addShift(APP, 'noSuchSite', 506);
    const foreign = addSite(OTHER_APP, 'sForeign', 'Foreign', CLIENT);
    addShift(APP, foreign.sd, 507);
    addShift(OTHER_APP, foreign.sd, 508);
    // Another app's site of the same sd as the app's, and its shift (the app's list must not show them).
    addSite(OTHER_APP, 's1', 'Other app s1', CLIENT);
    addShift(OTHER_APP, 's1', 509);
    addShift(OTHER_APP, 's8', 510);
    // A shift of the same sftd in the other app.
    addShift(OTHER_APP, sites[3]!.sd, 0);
  });
}

beforeAll(async () => {
  store = await processes.store();
  sql = new PostgresShifts(store, processes.pool());
  await writeRecords();
}, 60_000);

const SCOPES = ['all', ['s0', 's3', 's6', 's10', 'sForeign', 'sNumber', 'sDeleted'], [], ['sForeign']] as const;
const CLIENTS = [null, CLIENT, 'client1', '12345', 'nobody'];

/** Every read of both apps through a repository. */
async function readAll(repository: EmbeddedShifts | PostgresShifts) {
  const reads: Record<string, unknown> = {};
  const whole = (await processes.wholeState(store)).data;
  for (const appId of [APP, OTHER_APP, 'noSuchApp']) {
    for (const [i, scope] of SCOPES.entries()) {
      for (const cntd of CLIENTS) {
        reads[`roster sites ${appId} ${i} ${cntd}`] = await repository.rosterSites(appId, scope, cntd);
      }
    }
    for (const site of [...whole.sites, { sd: 'noSuchSite' }]) {
      reads[`of site ${appId} ${site.sd}`] = await repository.ofSite(appId, site.sd);
    }
    for (const shift of [...whole.shifts, { sftd: 'unknown' }]) {
      reads[`shown ${appId} ${shift.sftd}`] = await repository.shown(appId, shift.sftd);
    }
  }
  return reads;
}

describe('the PostgreSQL shifts repository answers as the embedded one', () => {
  it('lists the roster sites of each scope and client, each site’s shifts, and shows each shift alike', async () => {
    const expected = await readAll(await embedded());
    expect(await readAll(sql)).toEqual(expected);
  });

  it('has records that mean something: ties, deleted shifts, sites without a name to show', async () => {
    const rostered = await sql.rosterSites(APP, 'all', null);
    expect(rostered.map((site) => site.sd)).not.toContain('sDeleted');
    expect(rostered.map((site) => site.sd)).toContain('s10');
    expect(rostered.length).toBeGreaterThan(6);
    const shifts = (await sql.ofSite(APP, 's4'))!;
    expect(shifts.map((shift) => shift.record.id)).toEqual(
      [...shifts].sort((a, b) => b.record.id - a.record.id).map((shift) => shift.record.id),
    );
    expect(shifts.length).toBe(4);
    expect(await sql.ofSite(APP, 's0')).toHaveLength(1);
    expect(await sql.ofSite(APP, 'sForeign')).toBeUndefined();
    expect((await sql.shown(APP, `f${APP.slice(0, 3)}507`))?.siteName).toBe('');
    expect((await sql.shown(APP, `f${APP.slice(0, 3)}20`))?.siteName).toBe(NAMES[2]);
  });

  it('sees each write at once, on every read', async () => {
    const added = await sql.add(APP, 'sDeleted', { name: 'Back', start_time: '07:00', end_time: '15:00' }, NOW_MS);
    expect(added.status).toBe('added');
    expect(await sql.add(APP, 'sDeleted', { name: ' back ', start_time: '07:00', end_time: '15:00' }, NOW_MS)).toEqual({
      status: 'name-taken',
    });
    expect(await sql.add(APP, 'sForeign', { name: 'X', start_time: '07:00', end_time: '15:00' }, NOW_MS)).toEqual({
      status: 'no-site',
    });
    const shiftsNow = (await processes.wholeState(store)).data.shifts;
    const live = shiftsNow.find((shift) => shift.app_id === APP && shift.std === 's3' && shift.deleted === 0)!;
    expect(await sql.update(APP, live.sftd, 's4', { name: 'Moved', start_time: '01:00', end_time: '02:00' })).toBe(
      'other-site',
    );
    expect(await sql.update(APP, live.sftd, 's3', { name: 'Renamed', start_time: '01:00', end_time: '02:00' })).toBe(
      'updated',
    );
    const lastOfSite = shiftsNow.filter((shift) => shift.app_id === APP && shift.std === 's1');
    for (const shift of lastOfSite) await sql.remove(APP, shift.sftd, NOW_MS);
    expect(await sql.remove(APP, lastOfSite[0]!.sftd, NOW_MS)).toBe(false);
    expect(await sql.update(APP, lastOfSite[0]!.sftd, 's1', { name: 'Z', start_time: '', end_time: '' })).toBe(
      'no-shift',
    );
    await store.update((draft) => {
      draft.sites = draft.sites.filter((site) => site.sd !== 's6');
    });
    expect((await sql.rosterSites(APP, 'all', null)).map((site) => site.sd)).toContain('sDeleted');
    expect(await readAll(sql)).toEqual(await readAll(await embedded()));
  });
});
