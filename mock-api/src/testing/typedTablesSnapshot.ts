/**
 * The typed tables (typedTables.ts) as a test server's snapshot
 * (harness.ts storeSnapshot) keeps them: on PostgreSQL they are not in the store's state (issue
 * 33), so putting the state back does not put them back. Read now; the returned function writes
 * back each table that changed as it was (ids too), moving the change counters of every app whose
 * rows it touched. A table whose change counters have not moved since is not read at all: every write
 * of a typed table moves its app's counter, as the caches rely on (but for the sessions', which has none and
 * is compared every time).
 */
import type pg from 'pg';
import { bumpChanges } from '../store/postgres/appChanges';
import type { CountedTable } from '../store/postgres/appChanges';
import { readDocs } from '../store/postgres/typedTable';
import type { TypedTable } from '../store/postgres/typedTable';
import { TYPED_TABLES } from '../store/postgres/typedTables';

type Row = { app_id?: string };

async function putBack(pool: pg.Pool, table: TypedTable, saved: readonly Row[], now: readonly Row[]): Promise<void> {
  // A record of no app (an outbox's code) counts under ''.
  const apps = [...new Set([...now, ...saved].map((row) => row.app_id ?? ''))];
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Removing an employee removes their rows of the other tables (foreign keys): those tables' counters
    // move with it, so each is compared next, and put back too.
    await client.query(`DELETE FROM ${table.table}`);
    if (table.restore) await table.restore(client, saved);
    // The API's records name the table's columns (a date's, a timestamp's text casts to it).
    else
      await client.query(`INSERT INTO ${table.table} SELECT * FROM json_populate_recordset(NULL::${table.table}, $1)`, [
        JSON.stringify(saved),
      ]);
    if (table.counted !== false)
      await client.query(bumpChanges(table.table as CountedTable, 'SELECT unnest($1::text[]) AS app_id'), [apps]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Each typed table's change counters summed over the apps: any write of a table moves its sum (appChanges.ts). */
async function countersOf(pool: pg.Pool): Promise<Map<string, string>> {
  const { rows } = await pool.query<{ tbl: string; n: string }>(
    'SELECT tbl, sum(n)::text AS n FROM app_changes GROUP BY tbl',
  );
  return new Map(rows.map((row) => [row.tbl, row.n]));
}

/** The tables whose id the table's identity numbers. */
async function numberedTables(pool: pg.Pool): Promise<Set<string>> {
  const { rows } = await pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND column_name = 'id' AND is_identity = 'YES'`,
  );
  return new Set(rows.map((row) => row.table_name));
}

const RENUMBER = (table: string): string =>
  `SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce(max(id), 0) + 1, false) FROM ${table}`;

export async function snapshotTypedTables(pool: pg.Pool): Promise<() => Promise<void>> {
  // The counters before the rows: a write landing between them is compared at the next restore, not missed.
  let unchangedAt = await countersOf(pool);
  const saved = await Promise.all(TYPED_TABLES.map((table) => readDocs<Row>(pool, table)));
  const numbered = await numberedTables(pool);
  return async () => {
    const counters = await countersOf(pool);
    /** A table put back removed rows of the tables after it (foreign keys): each of them is compared. */
    let cascaded = false;
    // Most tests write no typed table: one query, not a read of every table.
    for (const [index, table] of TYPED_TABLES.entries()) {
      // A table without counters (the sessions) is compared every time: a few rows in a test.
      const unchanged = table.counted !== false && counters.get(table.table) === unchangedAt.get(table.table);
      if (!cascaded && unchanged) continue;
      const now = await readDocs<Row>(pool, table);
      if (JSON.stringify(now) === JSON.stringify(saved[index])) continue;
      await putBack(pool, table, saved[index]!, now);
      // The next new record is numbered after the highest put back, as the embedded store numbers it (a test's ids
      // are the same on both stores whatever the tests before it added).
      if (numbered.has(table.table)) await pool.query(RENUMBER(table.table));
      if (table.cascades) cascaded = true;
    }
    // As of the counters read first: a put back moves them, so the next restore compares that table once more.
    unchangedAt = counters;
  };
}
