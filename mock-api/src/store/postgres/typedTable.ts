/**
 * What the store needs to know of a typed table (issue 33): a collection of the state whose records
 * live in a table of their own on PostgreSQL, written with SQL of their own and never held in a
 * process's state. A store write that adds records of it writes them to the table in the same
 * transaction (`write`); everything else reads the table through its domain's repository.
 */
import type pg from 'pg';
import type { RecordChange } from '../mutation';
import type { CollectionName } from '../types';
import type { CountedTable } from './appChanges';

export type Queryable = Pick<pg.PoolClient, 'query'>;

/** The typed tables without a change counter: nothing caches their rows across calls. */
export type UncountedTable =
  'sessions' | 'users' | 'password_resets' | 'one_time_codes' | 'app_selections' | 'contact_requests' | 'organizations';

export interface TypedTable {
  collection: CollectionName;
  table: CountedTable | UncountedTable;
  /**
   * False for a table whose writes move no change counter (a session's: a counter per app would be one hot row for
   * every visitor's first call); a test's snapshot compares its rows at every restore.
   */
  counted?: false;
  /** Every row as the API's record (a json `doc`), by id: tests and tools reading the whole database. */
  docs: string;
  /** Writes a store write's changes of the collection (its new or replaced records) and moves the apps' counters. */
  write(client: Queryable, changes: readonly RecordChange[]): Promise<void>;
  /**
   * Writes records read from `docs` back as they were, ids too (a test's snapshot); without it, the records'
   * fields name the table's columns.
   */
  restore?(client: Queryable, records: readonly unknown[]): Promise<void>;
  /** Removing its rows removes the rows of the typed tables after it that refer to them (foreign keys). */
  cascades?: true;
}

/** The records of a `changes` list, refusing removals: a typed table's rows are removed by its own SQL. */
export function recordsOf<T>(table: TypedTable, changes: readonly RecordChange[]): T[] {
  if (changes.some((change) => change.record === null))
    throw new Error(`A record of ${table.table} is removed by its repository on PostgreSQL, not by a store write`);
  return changes.map((change) => change.record as unknown as T);
}

/** The rows of `docs` as records. */
export async function readDocs<T>(client: Queryable, table: TypedTable): Promise<T[]> {
  return (await client.query<{ doc: T }>(table.docs)).rows.map((row) => row.doc);
}

/**
 * Moves `table`'s id sequence past the highest of `ids` (records written with their own ids: a seed's, a
 * fixture's, a test's snapshot), so the rows the table numbers next come after them.
 */
export async function sequencePast(client: Queryable, table: string, ids: readonly number[]): Promise<void> {
  // Not Math.max(...ids): a seed of many thousands would overflow the call stack.
  const highest = ids.reduce((max, id) => Math.max(max, id), 0);
  // Compared with the last value the sequence gave, not with a nextval, which would use one up (a write that gave its
  // records the ids it reserved would leave a gap after each). A sequence set but not called yet (a migration's, a
  // test's renumbering) gives none: it is then set no lower than the table's highest id, which it was set past.
  await client.query(
    `SELECT setval(s.seq, greatest($1::bigint, coalesce((SELECT max(id) FROM ${table}), 0)))
     FROM (SELECT pg_get_serial_sequence('${table}', 'id')::regclass AS seq) s
     WHERE $1::bigint > coalesce(pg_sequence_last_value(s.seq), 0)`,
    [highest],
  );
}

/** A timestamptz column as the API's text (toISOString's). */
export const isoText = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The integer key a JSON value names, as `===` compares it with a row's integer id (a number: the string of its
 * digits names nothing), for a join on the key; null for anything else.
 */
export const integerKeyOf = (json: string): string =>
  `(CASE WHEN json_typeof(${json}) = 'number' AND (${json})::text ~ '^[0-9]{1,9}$' THEN (${json})::text::integer END)`;
