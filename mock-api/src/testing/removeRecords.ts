/**
 * A test's removal of some records of a collection, whichever store the server runs on: the
 * store's write on the embedded store and for collections in the state, a DELETE of the rows (and
 * their apps' counters moved) for a typed table's on PostgreSQL (issue 33), whose records the state
 * never holds.
 */
import type { CollectionName, DbState } from '../store/types';
import { bumpChanges } from '../store/postgres/appChanges';
import type { CountedTable } from '../store/postgres/appChanges';
import { readDocs } from '../store/postgres/typedTable';
import { TYPED_TABLES } from '../store/postgres/typedTables';
import { editStore } from './harness';
import type { TestServer } from './harness';

type Row = { id: number; app_id: string };

export async function removeRecords<K extends CollectionName>(
  server: TestServer,
  collection: K,
  removed: (record: DbState[K][number]) => boolean,
): Promise<void> {
  const pool = server.sqlPool();
  const table = TYPED_TABLES.find((one) => one.collection === collection);
  if (!pool || !table) {
    await editStore(server, (draft) => {
      (draft[collection] as unknown[]) = (draft[collection] as DbState[K][number][]).filter(
        (record) => !removed(record),
      );
    });
    return;
  }
  const rows = (await readDocs<Row>(pool, table)).filter((row) => removed(row as unknown as DbState[K][number]));
  if (rows.length === 0) return;
  if (table.counted === false) {
    await pool.query(`DELETE FROM ${table.table} WHERE id = ANY($1::bigint[])`, [rows.map((row) => row.id)]);
    return;
  }
  await pool.query(
    `WITH gone AS (
       DELETE FROM ${table.table} WHERE (app_id, id) IN (SELECT * FROM unnest($1::text[], $2::bigint[])) RETURNING app_id
     ) ${bumpChanges(table.table as CountedTable, 'SELECT app_id FROM gone')}`,
    [rows.map((row) => row.app_id), rows.map((row) => row.id)],
  );
}
