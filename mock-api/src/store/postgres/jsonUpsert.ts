/**
 * An upsert of a typed table's rows from one JSON parameter (jsonb_to_recordset): the rows' columns as the
 * table names them, a new row numbered by the table's sequence (or with its own id: a seed's, a test's
 * snapshot, the sequence then moved past it), a row that takes a unique key already there updating the
 * columns named (or left as it is), and the apps' change counters moved in the same statement (a table without
 * counters, e.g. the users', moves none).
 */
import type { RecordChange } from '../mutation';
import { bumpChanges } from './appChanges';
import type { CountedTable } from './appChanges';
import { sequencePast } from './typedTable';
import type { Queryable, TypedTable, UncountedTable } from './typedTable';

export interface JsonUpsert {
  table: CountedTable | UncountedTable;
  /** False for a table without change counters (typedTable.ts UncountedTable). */
  counted?: false;
  /** Each column but `id` with its SQL type, in order. */
  columns: Readonly<Record<string, string>>;
  /** The unique key a new row may take, e.g. '(app_id, emd)'. */
  conflict: string;
  /** The columns a row already there takes from the new one; none: it is left as it is. */
  update: readonly string[];
}

/** Upserts `rows` (each with an `id`, null for a new one the table numbers) as `spec` says. */
export async function upsertJson(
  client: Queryable,
  spec: JsonUpsert,
  rows: readonly ({ id: number | null } & Record<string, unknown>)[],
): Promise<void> {
  if (rows.length === 0) return;
  const { table } = spec;
  const names = Object.keys(spec.columns);
  const typed = names.map((name) => `${name} ${spec.columns[name]!}`).join(', ');
  const action =
    spec.update.length === 0
      ? 'DO NOTHING'
      : `DO UPDATE SET ${spec.update.map((name) => `${name} = excluded.${name}`).join(', ')}`;
  const insert = `INSERT INTO ${table} AS t (id, ${names.join(', ')})
       SELECT coalesce(n.id, nextval(pg_get_serial_sequence('${table}', 'id'))), ${names.map((name) => `n.${name}`).join(', ')}
       FROM jsonb_to_recordset($1::jsonb) AS n (id bigint, ${typed})
       ON CONFLICT ${spec.conflict} ${action}`;
  await client.query(
    spec.counted === false
      ? insert
      : `WITH written AS (${insert} RETURNING t.app_id) ${bumpChanges(table as CountedTable, 'SELECT app_id FROM written')}`,
    [JSON.stringify(rows)],
  );
  const ids = rows.flatMap((row) => (row.id === null ? [] : [row.id]));
  if (ids.length > 0) await sequencePast(client, table, ids);
}

/**
 * A store write's changes of a table keyed by id: the removed rows deleted (moving their apps' counters of the table,
 * and of the tables the deletion `reaches` through their foreign keys), then the others upserted as `rowOf` makes
 * them.
 */
export async function writeByIds<T>(
  client: Queryable,
  spec: JsonUpsert,
  changes: readonly RecordChange[],
  rowOf: (record: T) => { id: number | null } & Record<string, unknown>,
  reaches: readonly CountedTable[] = [],
): Promise<void> {
  const removed = changes.filter((change) => change.record === null).map((change) => change.key);
  if (removed.length > 0) {
    const counted = spec.counted === false ? [] : [spec.table as CountedTable, ...reaches];
    const bumps = counted.map((table, n) => `, bump${n} AS (${bumpChanges(table, 'SELECT app_id FROM gone')})`);
    await client.query(
      `WITH gone AS (DELETE FROM ${spec.table} WHERE id = ANY($1::bigint[])
         RETURNING ${spec.counted === false ? 'id' : 'app_id'})${bumps.join('')}
       SELECT 1`,
      [removed],
    );
  }
  await upsertJson(
    client,
    spec,
    changes.flatMap((change) => (change.record === null ? [] : [rowOf(change.record as unknown as T)])),
  );
}

/**
 * A typed table whose records map to its rows one to one by id (typedTables.ts): a store write's changes go through
 * writeByIds, a test's snapshot is upserted back with its ids; `docs` reads every row as the API's record.
 */
export const idKeyedTable = <T>(
  collection: TypedTable['collection'],
  spec: JsonUpsert,
  docs: string,
  rowOf: (record: T) => { id: number } & Record<string, unknown>,
): TypedTable => ({
  collection,
  table: spec.table,
  ...(spec.counted === false ? { counted: false } : {}),
  docs,
  write: (client, changes) => writeByIds(client, spec, changes, rowOf),
  restore: (client, records) => upsertJson(client, spec, (records as T[]).map(rowOf)),
});
