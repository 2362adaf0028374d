/**
 * The sites' writes on PostgreSQL (issue 33: a table of their own): an add or change reads the app's sites under the
 * app's advisory lock of its sites, so two at once take a name once and the licence's count holds; a removal locks
 * its row, so it waits on a write deciding on the site (a shift's add reads it for share) and then finds what that
 * write left. Each wait is seen in PostgreSQL itself (lockWaits.ts), not by timing.
 */
import type { PostgresStore } from '../../store/postgres/postgresStore';
import { demo } from '../../testing/harness';
import { holding, someoneWaits } from '../../testing/lockWaits';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { PostgresSites } from './postgresSites';
import type { SiteFields } from './siteRepository';

jest.setTimeout(60_000);

const processes = usePostgresProcesses();
const APP = demo.app.appId;
const LOCK = `SELECT pg_advisory_xact_lock(hashtextextended('times.sites:' || $1, 0))`;
const NOW_MS = Date.parse('2026-03-02T08:00:00.000Z');
const PLACE = { name: 'Centurion', description: 'Gauteng, South Africa', lat: -25.86, lng: 28.19 };
/** Another transaction's site of the app (as an add commits one). */
const INSERT = `INSERT INTO sites (app_id, sd, name, created_at) VALUES ($1, $2, $3, '2026-03-02T07:00:00.000Z')`;

let store: PostgresStore;
let sites: PostgresSites;

beforeAll(async () => {
  store = await processes.store();
  sites = new PostgresSites(store, processes.pool());
});

const fields = (name: string): SiteFields => ({
  name,
  clnt: demo.clients.acmeRetail.cntd,
  sgd: demo.siteGroups.gauteng.gd,
  opsd: '',
  gen_emply: 1,
  usr_emply: 0,
});

const demoApp = async () => (await processes.wholeState(store)).data.apps.find((app) => app.app_id === APP)!;
const siteCount = async (): Promise<number> =>
  (await processes.pool().query<{ n: number }>('SELECT count(*)::int AS n FROM sites WHERE app_id = $1', [APP]))
    .rows[0]!.n;

describe('the sites’ writes on PostgreSQL', () => {
  it('takes a name once: an add waits on another add in the app, then finds its name', async () => {
    const pool = processes.pool();
    const other = await holding(pool, LOCK, [APP]);
    const add = sites.add(await demoApp(), fields('Centurion'), PLACE, NOW_MS);
    await someoneWaits(pool, other.pid);
    await other.query(INSERT, [APP, 'rowCenturion', ' CENTURION ']);
    await other.release('COMMIT');
    expect(await add).toEqual({ status: 'name-taken' });
    expect(await sites.update(APP, demo.site.sd, fields('centurion'), null)).toBe('name-taken');
  });

  it('holds the licence’s count: an add waits on another add, then finds the licence full', async () => {
    const pool = processes.pool();
    const app = { ...(await demoApp()), max_sites: (await siteCount()) + 1 };
    const other = await holding(pool, LOCK, [APP]);
    const add = sites.add(app, fields('Midrand'), PLACE, NOW_MS);
    await someoneWaits(pool, other.pid);
    await other.query(INSERT, [APP, 'rowLast', 'The last one']);
    await other.release('COMMIT');
    expect(await add).toEqual({ status: 'licence-full' });
    expect(await sites.add({ ...app, max_sites: app.max_sites + 1 }, fields('Midrand'), PLACE, NOW_MS)).toEqual({
      status: 'added',
      sd: expect.any(String),
    });
  });

  it('removes a site only once a write deciding on it is done, and keeps one that write put a shift on', async () => {
    const pool = processes.pool();
    await pool.query(INSERT, [APP, 'rowKept', 'Kept']);
    const shiftAdd = await holding(pool, 'SELECT 1 FROM sites WHERE app_id = $1 AND sd = $2 FOR SHARE', [
      APP,
      'rowKept',
    ]);
    const removal = sites.remove(APP, 'rowKept');
    await someoneWaits(pool, shiftAdd.pid);
    await shiftAdd.query(
      `INSERT INTO shifts (app_id, sftd, std, name, start_time, end_time, created_at)
       VALUES ($1, 'rowKeptDay', 'rowKept', 'Day', '06:00', '14:00', now())`,
      [APP],
    );
    await shiftAdd.release('COMMIT');
    expect(await removal).toBe('in-use');
    expect((await sites.shown(APP, 'rowKept'))?.record.name).toBe('Kept');
  });
});
