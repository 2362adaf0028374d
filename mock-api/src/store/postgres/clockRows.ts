/**
 * The clock records' own table (migrations/*_attendance-clock-records.sql) as the store sees it: a
 * store write's new records (the seed's, a fixture's) go there in the same transaction; a record
 * whose ref the app already has is recorded once. A kiosk's clock-in writes its record with its own
 * SQL (attendance/repository/attendanceTableSql.ts).
 */
import type { ClockRecord } from '../types';
import { bumpChanges } from './appChanges';
import { isoText, recordsOf } from './typedTable';
import type { Queryable, TypedTable } from './typedTable';

const iso = isoText;

/** The row (alias c) as the API's record. */
export const CLOCK_DOC = `json_build_object('id', c.id, 'ref', c.ref, 'app_id', c.app_id, 'std', c.std,
  'emd', c.emd, 'sftd', c.sftd, 'kind', c.kind, 'at', to_char(c.at, 'YYYY-MM-DD"T"HH24:MI'),
  'instant', ${iso('c.instant')}, 'offset_minutes', c.offset_minutes, 'method', c.method, 'photo', c.photo,
  'by_user', c.by_user, 'recorded_at', ${iso('c.recorded_at')})`;

/** The instant column (alias c) as the API's text. */
export const CLOCK_INSTANT = iso('c.instant');

/**
 * Inserts clock records (their ids from the table) unless the app has their ref, moves the apps'
 * counters, and answers the ids of those inserted, by ref.
 */
export async function insertClocks(client: Queryable, records: readonly ClockRecord[]): Promise<Map<string, number>> {
  if (records.length === 0) return new Map();
  const { rows } = await client.query<{ ref: string; id: string }>(
    `WITH added AS (
       INSERT INTO clock_records (app_id, ref, std, emd, sftd, kind, at, instant, offset_minutes, method, photo,
         by_user, recorded_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamp[],
         $8::timestamptz[], $9::int[], $10::text[], $11::text[], $12::bigint[], $13::timestamptz[])
       ON CONFLICT (app_id, ref) DO NOTHING
       RETURNING app_id, ref, id
     ), counted AS (
       ${bumpChanges('clock_records', 'SELECT app_id FROM added')}
     )
     SELECT ref, id FROM added`,
    [
      records.map((record) => record.app_id),
      records.map((record) => record.ref),
      records.map((record) => record.std),
      records.map((record) => record.emd),
      records.map((record) => record.sftd),
      records.map((record) => record.kind),
      records.map((record) => record.at),
      records.map((record) => record.instant),
      records.map((record) => record.offset_minutes),
      records.map((record) => record.method),
      records.map((record) => record.photo),
      records.map((record) => record.by_user),
      records.map((record) => record.recorded_at),
    ],
  );
  return new Map(rows.map((row) => [row.ref, Number(row.id)]));
}

/** The clock records' table as the store sees it (typedTables.ts). */
export const clockRecords: TypedTable = {
  collection: 'clock_records',
  table: 'clock_records',
  docs: `SELECT ${CLOCK_DOC} AS doc FROM clock_records c ORDER BY c.id`,
  write: async (client, changes) => {
    await insertClocks(client, recordsOf<ClockRecord>(clockRecords, changes));
  },
};
