/**
 * For a test file about several API processes on one database: a migrated database of its own on the run's
 * PostgreSQL (testDatabase.ts), made before the file's tests and dropped after them, and as many pools or stores on it as a
 * test asks for (each one "process"), all closed with it.
 */
import type pg from 'pg';
import { openDatabase } from '../../database/database';
import type { Database } from '../../database/database';
import { PostgresStore } from '../../store/postgres/postgresStore';
import { loadSeed } from '../../store/seed';
import type { DbState } from '../../store/types';
import { seedDir } from '../harness';
import { createTestDatabase } from '../testDatabase';
import type { TestDatabase } from '../testDatabase';
import type { DataStore } from '../../store/dataStore';
import { readTypedRecords } from '../../store/postgres/typedTables';

export interface PostgresProcesses {
  /** The database's URL (once the file's tests have begun). */
  url(): string;
  /** A pool of its own on the database (at `url` if given: e.g. an unreachable port). */
  pool(url?: string): pg.Pool;
  /** A PostgreSQL store with a pool of its own, opened (the seed written on the first open). */
  store(): Promise<PostgresStore>;
  /**
   * Everything the database holds now as one state, the typed tables' rows too (typedTables.ts),
   * as an embedded repository reads it: a store that answers reads of it (a test compares the
   * PostgreSQL repositories' SQL with the embedded ones' over the same records).
   */
  wholeState(store: PostgresStore): Promise<DataStore>;
}

/** A store that holds `data` and refuses every write. */
function readOnlyStore(data: DbState): DataStore {
  const refuse = () => Promise.reject(new Error('a state read back from the database is read only'));
  return {
    where: 'read back',
    data,
    open: () => Promise.resolve(),
    update: refuse,
    updateRows: refuse,
    exclusive: refuse,
    refresh: () => Promise.resolve(),
    reset: refuse,
    close: () => Promise.resolve(),
  };
}

export const testSeed = (): DbState => loadSeed(seedDir);

export function usePostgresProcesses(): PostgresProcesses {
  let postgres: TestDatabase | undefined;
  const databases: Database[] = [];
  beforeAll(async () => {
    postgres = await createTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(databases.map((database) => database.close()));
    await postgres?.drop();
  });
  const url = () => {
    if (!postgres) throw new Error('the database starts before the first test');
    return postgres.url;
  };
  const pool = (at = url()) => {
    const database = openDatabase(at);
    databases.push(database);
    return database.pool;
  };
  let readPool: pg.Pool | undefined;
  return {
    url,
    pool,
    store: async () => {
      const store = new PostgresStore({ pool: pool(), seed: testSeed, where: 'test' });
      await store.open();
      return store;
    },
    wholeState: async (store) => {
      await store.refresh();
      readPool ??= pool();
      return readOnlyStore({ ...store.data, ...(await readTypedRecords(readPool)) });
    },
  };
}
