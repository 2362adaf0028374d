/**
 * Seeing a write wait on a lock in PostgreSQL itself (a backend waiting on a lock in pg_stat_activity),
 * not by timing: what the tests of issue 33's scoped writes use to show which rows a write waits on.
 */
import type pg from 'pg';

/** Resolves once some backend other than `except` waits on a lock (polled: how long it takes does not matter). */
export async function someoneWaits(pool: pg.Pool, except: number): Promise<'waits on a lock'> {
  for (;;) {
    const { rows } = await pool.query<{ n: number }>(
      // This database's backends only: the run's other test files share the server.
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> $1`,
      [except],
    );
    if (rows[0]!.n > 0) return 'waits on a lock';
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export interface HeldTransaction {
  /** The backend's pid (the one waiting is another). */
  pid: number;
  /** Runs more in the open transaction. */
  query(statement: string, values?: unknown[]): Promise<pg.QueryResult>;
  /** Ends it: rolled back, or committed. */
  release(end?: 'ROLLBACK' | 'COMMIT'): Promise<void>;
}

/** A connection holding a lock by `statement` in an open transaction. */
export async function holding(pool: pg.Pool, statement: string, values: unknown[] = []): Promise<HeldTransaction> {
  const client = await pool.connect();
  await client.query('BEGIN');
  await client.query(statement, values);
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  return {
    pid: rows[0]!.pid,
    query: (text, more = []) => client.query(text, more),
    release: async (end = 'ROLLBACK') => {
      await client.query(end);
      client.release();
    },
  };
}

/** The statement that holds the store head's lock, as every head-locked write takes it. */
export const HOLD_THE_HEAD = 'UPDATE store_head SET version = version';

/**
 * `write`'s answer, given while another transaction holds the store head's lock: a write of its own rows (issue 33)
 * goes through; one that waited on the head would lose the race to `someoneWaits`, and throws.
 */
export async function throughTheHead<T>(pool: pg.Pool, write: () => Promise<T>): Promise<T> {
  const head = await holding(pool, HOLD_THE_HEAD);
  try {
    const answer = await Promise.race([write(), someoneWaits(pool, head.pid)]);
    if (answer === 'waits on a lock') throw new Error('the write waited on the head');
    return answer;
  } finally {
    await head.release();
  }
}
