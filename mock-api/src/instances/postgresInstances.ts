/**
 * The API processes on one PostgreSQL database (api_instances): a process writes its row at start
 * and every quarter of its lease after (config.instanceLeaseMs); one not seen for a lease is taken
 * as dead. The database's clock decides, so the processes' own clocks never need to agree.
 */
import type pg from 'pg';
import type { ApiInstances } from './apiInstances';

/** How often a process beats within its lease (config.instanceLeaseMs): a slow beat or two is not death. */
export const heartbeatOf = (leaseMs: number): number => Math.max(50, Math.floor(leaseMs / 4));

/** Rows of processes gone this long are deleted at the next start. */
const FORGET_AFTER = '1 day';

export function postgresInstances(pool: pg.Pool, id: string, leaseMs: number): ApiInstances {
  const beat = () =>
    pool.query(`INSERT INTO api_instances (id) VALUES ($1) ON CONFLICT (id) DO UPDATE SET seen_at = now()`, [id]);
  return {
    id,
    start: async () => {
      await pool.query(`DELETE FROM api_instances WHERE seen_at < now() - interval '${FORGET_AFTER}'`);
      await beat();
    },
    live: async () => {
      // The process that asks is alive: its own beat first, so it is never missing from the answer.
      await beat();
      const result = await pool.query<{ id: string }>(
        `SELECT id FROM api_instances WHERE seen_at > now() - make_interval(secs => $1)`,
        [leaseMs / 1000],
      );
      return new Set(result.rows.map((row) => row.id));
    },
    stop: async () => {
      await pool.query('DELETE FROM api_instances WHERE id = $1', [id]);
    },
  };
}
