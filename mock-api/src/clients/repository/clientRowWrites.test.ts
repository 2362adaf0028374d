/**
 * The clients domain's writes on PostgreSQL (issue 33: the client types and clients have tables of their own): each
 * is a write of its own rows, so it goes through while another write holds the store head's lock. The rules that
 * span two records are row locks, seen waiting in PostgreSQL itself (lockWaits.ts), not by timing: a type's removal
 * waits on a client's add holding the type, then finds the client (in use); a name is taken once under the app's
 * advisory lock (an add waits on another add's, then finds its name).
 */
import { ClientStatus } from '../../contract';
import { demo } from '../../testing/harness';
import { holding, someoneWaits, throughTheHead as headless } from '../../testing/lockWaits';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { PostgresClients } from './postgresClients';

jest.setTimeout(60_000);

const processes = usePostgresProcesses();
const APP = demo.app.appId;
let clients: PostgresClients;

beforeAll(async () => {
  clients = new PostgresClients(await processes.store(), processes.pool());
});

/** `write` answers while another transaction holds the head's lock. */
const throughTheHead = <T>(write: () => Promise<T>): Promise<T> => headless(processes.pool(), write);

async function newType(name: string): Promise<string> {
  const added = await clients.addType(APP, name);
  if (added.status !== 'added') throw new Error(`${name}: ${added.status}`);
  return added.tpd;
}

describe('the clients’ writes on PostgreSQL', () => {
  it('adds, renames, changes and removes types and clients while another write holds the head', async () => {
    const added = await throughTheHead(() => clients.addType(APP, 'Hospitality'));
    expect(added).toEqual({ status: 'added', tpd: expect.any(String) });
    const { tpd } = added as { tpd: string };
    expect(await throughTheHead(() => clients.renameType(APP, tpd, 'Hotels'))).toBe('renamed');
    const fields = { name: 'Sun Hotels', clnt_tpd: tpd, dt_started: '2026-03-01' };
    const client = await throughTheHead(() => clients.add(APP, fields, ClientStatus.ACTIVE));
    expect(client).toEqual({ status: 'added', cntd: expect.any(String) });
    const { cntd } = client as { cntd: string };
    expect(await throughTheHead(() => clients.update(APP, cntd, { ...fields, name: 'Sun Resorts' }))).toBe('updated');
    expect(await throughTheHead(() => clients.setStatus(APP, cntd, ClientStatus.DEACTIVATED))).toBe(true);
    expect(await throughTheHead(() => clients.removeType(APP, tpd))).toBe('in-use');
    expect(await throughTheHead(() => clients.remove(APP, cntd))).toBe('removed');
    expect(await throughTheHead(() => clients.removeType(APP, tpd))).toBe('removed');
    expect((await clients.types(APP)).map((type) => type.tpd)).not.toContain(tpd);
  });

  it('finds a client given the type while its removal waited on the type’s row', async () => {
    const tpd = await newType('Logistics');
    const pool = processes.pool();
    // As a client's add does: the type's row locked for share, then the client written and committed.
    const add = await holding(pool, 'SELECT id FROM client_types WHERE app_id = $1 AND tpd = $2 FOR SHARE', [APP, tpd]);
    const removal = clients.removeType(APP, tpd);
    await someoneWaits(pool, add.pid);
    await add.query(
      `INSERT INTO clients (app_id, cntd, name, clnt_tpd, clnt_status) VALUES ($1, 'cLogistics', 'Movers', $2, 5)`,
      [APP, tpd],
    );
    await add.release('COMMIT');
    expect(await removal).toBe('in-use');
    expect(await clients.remove(APP, 'cLogistics')).toBe('removed');
  });

  it('takes a name once: an add waits on another add of the app, then finds its name', async () => {
    const pool = processes.pool();
    const other = await holding(pool, `SELECT pg_advisory_xact_lock(hashtextextended($1 || $2, 0))`, [
      'times.clients:',
      APP,
    ]);
    const types = await clients.types(APP);
    const fields = { name: 'Twice Ltd', clnt_tpd: types[0]!.tpd, dt_started: '2026-03-01' };
    const add = clients.add(APP, fields, ClientStatus.ACTIVE);
    await someoneWaits(pool, other.pid);
    await other.query(
      `INSERT INTO clients (app_id, cntd, name, clnt_tpd, clnt_status) VALUES ($1, 'cTwice', ' twice ltd ', $2, 5)`,
      [APP, types[0]!.tpd],
    );
    await other.release('COMMIT');
    expect(await add).toEqual({ status: 'name-taken' });
    expect(await clients.remove(APP, 'cTwice')).toBe('removed');
  });
});
