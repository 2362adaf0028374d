/**
 * The positions' writes on PostgreSQL (issue 33: the positions have a table of their own): each is a write of its
 * own row, so it goes through while another write holds the store head's lock; a name and an abbreviation are taken
 * once under the app's advisory lock of its positions, seen waiting in PostgreSQL itself (lockWaits.ts), not by
 * timing: an add waits on another add of the app, then finds its name.
 */
import { demo } from '../../testing/harness';
import { holding, someoneWaits, throughTheHead as headless } from '../../testing/lockWaits';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { positionFields } from '../positions';
import { PostgresPositions } from './postgresPositions';

jest.setTimeout(60_000);

const processes = usePostgresProcesses();
const APP = demo.app.appId;
let positions: PostgresPositions;

beforeAll(async () => {
  positions = new PostgresPositions(await processes.store(), processes.pool());
});

/** `write` answers while another transaction holds the head's lock. */
const throughTheHead = <T>(write: () => Promise<T>): Promise<T> => headless(processes.pool(), write);

describe('the positions’ writes on PostgreSQL', () => {
  it('adds, changes and removes a position while another write holds the head', async () => {
    const added = await throughTheHead(() => positions.add(APP, positionFields({ name: 'Driver', abbr: 'DRV' })));
    expect(added).toEqual({ status: 'added', rld: expect.any(String) });
    const { rld } = added as { rld: string };
    const renamed = positionFields({ name: 'Van driver', abbr: 'VAN', d_hrs: 9 });
    expect(await throughTheHead(() => positions.update(APP, rld, renamed))).toBe('updated');
    expect(await positions.find(APP, rld)).toMatchObject({ name: 'Van driver', d_hrs: 9 });
    expect(await throughTheHead(() => positions.remove(APP, rld))).toBe('removed');
    expect(await positions.find(APP, rld)).toBeUndefined();
  });

  it('takes a name once: an add waits on another add of the app, then finds its name', async () => {
    const pool = processes.pool();
    const other = await holding(pool, `SELECT pg_advisory_xact_lock(hashtextextended('times.positions:' || $1, 0))`, [
      APP,
    ]);
    const add = positions.add(APP, positionFields({ name: 'Cook', abbr: 'CK' }));
    await someoneWaits(pool, other.pid);
    await other.query(`INSERT INTO positions (app_id, rld, name, abbr) VALUES ($1, 'rCook', ' COOK ', 'CO')`, [APP]);
    await other.release('COMMIT');
    expect(await add).toEqual({ status: 'name-or-abbr-taken' });
    expect(await positions.remove(APP, 'rCook')).toBe('removed');
  });
});
