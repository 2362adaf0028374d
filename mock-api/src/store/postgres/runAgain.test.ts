/**
 * A write of its own rows that PostgreSQL rolls back to break a deadlock runs again and goes through (runAgain.ts):
 * made here, not timed: the write's prepare takes lock 1 then waits on lock 2, which another transaction holds and
 * which then asks for lock 1. The write's deadlock check comes first (the other's is set 30 s away), finds the
 * cycle and rolls the write back (40P01); the other then gets lock 1, and the write, run again, waits on it until the other ends.
 */
import { holding, someoneWaits } from '../../testing/lockWaits';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';

jest.setTimeout(60_000);

const processes = usePostgresProcesses();

it('runs a write again when a deadlock rolled it back', async () => {
  const store = await processes.store();
  const pool = processes.pool();
  const other = await holding(pool, 'SELECT pg_advisory_xact_lock(2)');
  let runs = 0;
  const write = store.updateRows(
    () => 'written',
    async (client) => {
      runs += 1;
      await client.query('SELECT pg_advisory_xact_lock(1)');
      await client.query('SELECT pg_advisory_xact_lock(2)');
      return {};
    },
  );
  await someoneWaits(pool, other.pid);
  // The cycle: PostgreSQL rolls back the transaction whose deadlock_timeout passes first (a second by default),
  // the write's: the other checks only after 30 s, however busy the machine.
  await other.query("SET LOCAL deadlock_timeout = '30s'");
  const cycle = other.query('SELECT pg_advisory_xact_lock(1)').then(
    () => 'granted',
    (error: { code?: string }) => error.code,
  );
  expect(await cycle).toBe('granted');
  await other.release();
  expect(await write).toBe('written');
  expect(runs).toBe(2);
});
