/**
 * A test's edit of typed tables' records (issue 33): every row of the tables named, read into the edit's draft on
 * PostgreSQL, so the edit changes them as it would the embedded store's state and the store writes its changes to
 * their tables. For the few rows of a test's database only.
 */
import type { PrepareWrite } from '../store/dataStore';
import { readDocs } from '../store/postgres/typedTable';
import { TYPED_TABLES } from '../store/postgres/typedTables';
import type { CollectionName, DbState } from '../store/types';

export const readingWhole =
  (collections: readonly CollectionName[]): PrepareWrite =>
  async (client) => {
    const read: Partial<Record<CollectionName, unknown[]>> = {};
    for (const collection of collections) {
      const table = TYPED_TABLES.find((one) => one.collection === collection);
      if (!table) throw new Error(`${collection} is no typed table: the state holds it`);
      read[collection] = await readDocs(client, table);
    }
    return read as Partial<DbState>;
  };
