/**
 * For a test file about the schema itself: a database of its own with no migration applied, on the run's
 * PostgreSQL (testDatabase.ts), made before the file's tests and dropped after them, and a pool on it.
 */
import pg from 'pg';
import { createTestDatabase } from '../testDatabase';
import type { TestDatabase } from '../testDatabase';

export function useBarePostgres(): { url: () => string; pool: () => pg.Pool } {
  let database: TestDatabase | undefined;
  let pool: pg.Pool | undefined;
  beforeAll(async () => {
    database = await createTestDatabase({ bare: true });
    pool = new pg.Pool({ connectionString: database.url });
    // An idle connection ended by the server is no failure of the test (a query in flight still fails it): as the
    // product's pools and the harness's read pool, never an unhandled error of whichever test runs then.
    pool.on('error', () => {});
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the database starts before the first test');
    return value;
  };
  return { url: () => started(database).url, pool: () => started(pool) };
}
