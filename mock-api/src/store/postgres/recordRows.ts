/**
 * The SQL of the PostgreSQL store: the head (epoch, version) and the record rows
 * (migrations/*_store-records.sql). Every function takes the client of the transaction it is part of.
 */
import type pg from 'pg';
import type { RecordChange } from '../mutation';
import { WATCHED_CHANGES } from './appChanges';

export interface Head {
  epoch: number;
  version: number;
}

export interface RecordRow {
  collection: string;
  key: string;
  /** null: the record was removed. */
  doc: Record<string, unknown> | null;
  version: number;
}

type Queryable = Pick<pg.PoolClient, 'query'>;

interface RawRow {
  collection: string;
  key: string;
  doc: Record<string, unknown> | null;
  version: string;
}

const rowsOf = (result: pg.QueryResult<RawRow>): RecordRow[] =>
  result.rows.map((row) => ({ ...row, version: Number(row.version) }));

export async function readHead(client: Queryable): Promise<Head> {
  const result = await client.query<{ epoch: string; version: string }>('SELECT epoch, version FROM store_head');
  const row = result.rows[0];
  if (!row) throw new Error('store_head has no row: run npm run migrate');
  return { epoch: Number(row.epoch), version: Number(row.version) };
}

/** The head, and the counters of these apps' typed tables of these tables (appChanges.ts), in one query. */
export async function readHeadWithChanges(
  client: Queryable,
  { apps, tables }: { apps: readonly string[]; tables: readonly string[] },
): Promise<{ head: Head; changes: [string, string, number][] }> {
  const result = await client.query<{ epoch: string; version: string; changes: [string, string, number][] }>(
    `SELECT h.epoch, h.version, ${WATCHED_CHANGES} AS changes FROM store_head h`,
    [apps, tables],
  );
  const row = result.rows[0];
  if (!row) throw new Error('store_head has no row: run npm run migrate');
  return { head: { epoch: Number(row.epoch), version: Number(row.version) }, changes: row.changes };
}

/** Takes the next version, holding the head's row lock (every other writer waits) until the transaction ends. */
export async function takeNextVersion(client: Queryable, { reset = false } = {}): Promise<Head> {
  const result = await client.query<{ epoch: string; version: string }>(
    reset
      ? 'UPDATE store_head SET epoch = epoch + 1, version = version + 1 RETURNING epoch, version'
      : 'UPDATE store_head SET version = version + 1 RETURNING epoch, version',
  );
  const row = result.rows[0];
  if (!row) throw new Error('store_head has no row: run npm run migrate');
  return { epoch: Number(row.epoch), version: Number(row.version) };
}

/** Every live record, in the order they were first written. */
export async function readAllRecords(client: Queryable): Promise<RecordRow[]> {
  return rowsOf(
    await client.query<RawRow>(
      'SELECT collection, key, doc, version FROM store_records WHERE doc IS NOT NULL ORDER BY ord',
    ),
  );
}

/** What changed after `version` (removals included), in the order the records were first written. */
export async function readRecordsSince(client: Queryable, version: number): Promise<RecordRow[]> {
  return rowsOf(
    await client.query<RawRow>(
      'SELECT collection, key, doc, version FROM store_records WHERE version > $1 ORDER BY ord',
      [version],
    ),
  );
}

/** Writes the changes stamped with `version`: new records get the next places in the order, removals keep their row. */
export async function writeRecords(
  client: Queryable,
  changes: readonly RecordChange[],
  version: number,
): Promise<void> {
  if (changes.length === 0) return;
  await client.query(
    `INSERT INTO store_records (collection, key, doc, version)
     SELECT collection, key, doc::json, $4 FROM unnest($1::text[], $2::text[], $3::text[])
       WITH ORDINALITY AS change(collection, key, doc, n)
     ORDER BY n
     ON CONFLICT (collection, key) DO UPDATE SET doc = excluded.doc, version = excluded.version`,
    [
      changes.map((change) => change.collection),
      changes.map((change) => change.key),
      changes.map((change) => (change.record === null ? null : JSON.stringify(change.record))),
      version,
    ],
  );
}

/** Removes every row (a reset writes the seed after it). */
export async function removeAllRecords(client: Queryable): Promise<void> {
  await client.query('DELETE FROM store_records');
}
