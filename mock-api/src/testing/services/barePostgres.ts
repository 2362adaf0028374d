/**
 * For a test file about the schema itself: a private PostgreSQL with no migration applied, started
 * before the file's tests and stopped after them, and a pool on it.
 */
import pg from 'pg';
import { startLocalPostgres } from './localPostgres';
import type { LocalService } from './localPostgres';

export function useBarePostgres(): { url: () => string; pool: () => pg.Pool } {
  let database: LocalService | undefined;
  let pool: pg.Pool | undefined;
  beforeAll(async () => {
    database = await startLocalPostgres();
    pool = new pg.Pool({ connectionString: database.url });
  });
  afterAll(async () => {
    await pool?.end();
    await database?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the database starts before the first test');
    return value;
  };
  return { url: () => started(database).url, pool: () => started(pool) };
}
