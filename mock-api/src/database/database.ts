/**
 * The PostgreSQL connection pool of one API process (config.databaseUrl). What lives in the
 * database is shared by every process on it; the schema comes from `npm run migrate`
 * (mock-api/migrations, node-pg-migrate), checked at start (migrations.ts).
 */
import pg from 'pg';

export interface Database {
  pool: pg.Pool;
  close(): Promise<void>;
}

/** Connections one API process keeps at most (a second process has its own). */
const POOL_SIZE = 10;

export function openDatabase(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, idleTimeoutMillis: 30_000 });
  // An idle connection the server dropped: the pool replaces it; the next query reports any lasting failure.
  pool.on('error', () => {});
  // A connection cut while checked out (a restart, a terminated backend) also says so as an event: its
  // query fails with the cause (answered SERVICE_UNAVAILABLE), and its holder releases it broken.
  pool.on('connect', (client) => client.on('error', () => {}));
  let closed: Promise<void> | undefined;
  return { pool, close: () => (closed ??= pool.end()) };
}
