/**
 * The rosters' own table (migrations/*_rosters.sql) as the store sees it: a store write's new or changed
 * rosters are upserted by their public id (rstd; a new one numbered by the table), the rosters it removed
 * (a recalculation's replaced ones) deleted, and the apps' counters moved. The roster writes take the rows
 * they decide on with their prepares (rosters/repository/readingRosters.ts), which read them with the
 * statements here.
 */
import { rosterShiftHours } from '../../rosters/rosterHours';
import type { RosterRecord } from '../types';
import { bumpChanges } from './appChanges';
import { isoText, sequencePast } from './typedTable';
import type { Queryable, TypedTable } from './typedTable';

/** A timestamptz column as the record's text, '' when null (started_at and finished_at while Processing). */
const instantOrEmpty = (column: string): string => `coalesce(${isoText(column)}, '')`;

/** What a read takes of a roster's model and result (SQL expressions; the whole documents unless said). */
export interface RosterDocuments {
  model?: string;
  result?: string;
}

/**
 * The row (alias r) as the API's record, its fields in the record's order; the optional fields a roster
 * has not got yet (calc_owner, last_changes, pins, the publish fields, notified_days, edited_at) left out.
 */
export const rosterDoc = (
  r: string,
  documents: RosterDocuments = {},
): string => `(SELECT json_object_agg(f.k, f.v ORDER BY f.n) FROM (VALUES
  (1, 'id', to_json(${r}.id)), (2, 'rstd', to_json(${r}.rstd)), (3, 'app_id', to_json(${r}.app_id)),
  (4, 'std', to_json(${r}.std)), (5, 'sftd', to_json(${r}.sftd)),
  (6, 'start_date', to_json(to_char(${r}.start_date, 'YYYY-MM-DD'))),
  (7, 'end_date', to_json(to_char(${r}.end_date, 'YYYY-MM-DD'))), (8, 'period_type', to_json(${r}.period_type)),
  (9, 'status', to_json(${r}.status)), (10, 'failure_reason', to_json(${r}.failure_reason)),
  (11, 'created_by_id', to_json(${r}.created_by_id)), (12, 'created_by', to_json(${r}.created_by)),
  (13, 'started_at', to_json(${instantOrEmpty(`${r}.started_at`)})),
  (14, 'finished_at', to_json(${instantOrEmpty(`${r}.finished_at`)})),
  (15, 'calculation', to_json(${r}.calculation)), (16, 'calc_owner', to_json(${r}.calc_owner)),
  (17, 'model', coalesce(${documents.model ?? `${r}.model`}, 'null'::json)),
  (18, 'result', coalesce(${documents.result ?? `${r}.result`}, 'null'::json)),
  (19, 'last_changes', ${r}.last_changes), (20, 'pins', ${r}.pins),
  (21, 'publish_state', to_json(${r}.publish_state)), (22, 'published_at', to_json(${isoText(`${r}.published_at`)})),
  (23, 'published_by', to_json(${r}.published_by)), (24, 'revision', to_json(${r}.revision)),
  (25, 'notified_days', ${r}.notified_days), (26, 'edited_at', to_json(${isoText(`${r}.edited_at`)}))
) AS f (n, k, v) WHERE f.v IS NOT NULL)`;

/**
 * The row (alias r) with only what attendance reads of its days (attendance/rosteredShifts.ts): the model's
 * shift times, and the result's assignments that `keep` (an SQL condition on an assignment `a`) keeps. A
 * roster's documents are large; a clock-in reads a few of its days.
 */
export const rosterDaysDoc = (r: string, keep: string): string =>
  rosterDoc(r, {
    model: `CASE WHEN ${r}.model IS NOT NULL THEN json_build_object('shiftTimes', ${r}.model->'shiftTimes') END`,
    result: `CASE WHEN ${r}.result IS NOT NULL THEN json_build_object('assignments', (
      SELECT coalesce(json_agg(a ORDER BY n), '[]'::json)
      FROM json_array_elements(${r}.result->'assignments') WITH ORDINALITY AS d (a, n) WHERE ${keep})) END`,
  });

/** The fields of the row (alias r) the lists and headers read (rosters/header.ts RosterHead), never its documents. */
export const rosterHead = (r: string): string => `json_build_object('id', ${r}.id, 'rstd', ${r}.rstd,
  'app_id', ${r}.app_id, 'std', ${r}.std, 'sftd', ${r}.sftd, 'start_date', to_char(${r}.start_date, 'YYYY-MM-DD'),
  'end_date', to_char(${r}.end_date, 'YYYY-MM-DD'), 'status', ${r}.status,
  'failure_reason', ${r}.failure_reason, 'created_by', ${r}.created_by,
  'started_at', ${instantOrEmpty(`${r}.started_at`)}, 'finished_at', ${instantOrEmpty(`${r}.finished_at`)},
  'publish_state', ${r}.publish_state,
  'published_at', ${isoText(`${r}.published_at`)}, 'published_by', ${r}.published_by,
  'has_result', ${r}.result IS NOT NULL)`;

/** The columns a write sets, with their types in json_to_recordset. */
const COLUMNS: Readonly<Record<string, string>> = {
  app_id: 'text',
  rstd: 'text',
  std: 'text',
  sftd: 'text',
  start_date: 'date',
  end_date: 'date',
  period_type: 'smallint',
  status: 'text',
  failure_reason: 'text',
  created_by_id: 'text',
  created_by: 'text',
  started_at: 'timestamptz',
  finished_at: 'timestamptz',
  calculation: 'integer',
  calc_owner: 'text',
  publish_state: 'text',
  published_at: 'timestamptz',
  published_by: 'text',
  revision: 'integer',
  edited_at: 'timestamptz',
  model: 'json',
  result: 'json',
  last_changes: 'json',
  pins: 'json',
  notified_days: 'json',
  employees: 'text[]',
  shift_hours: 'double precision',
};
const NAMES = Object.keys(COLUMNS);

/** A record as the row's columns (json_to_recordset's input). */
const rowOf = (record: RosterRecord, withId: boolean): Record<string, unknown> => ({
  id: withId ? record.id : null,
  ...Object.fromEntries(NAMES.map((name) => [name, (record as unknown as Record<string, unknown>)[name] ?? null])),
  started_at: record.started_at || null,
  finished_at: record.finished_at || null,
  employees: [...new Set((record.model?.employees ?? []).map((one) => one.id))],
  shift_hours: rosterShiftHours(record),
});

/**
 * Upserts rosters by their rstd (a new one numbered by the table, or with its own id: `withIds`, a test's
 * snapshot, the sequence moved past them), every column taken from the record; moves the apps' counters.
 */
export async function writeRosters(
  client: Queryable,
  records: readonly RosterRecord[],
  withIds = false,
): Promise<void> {
  if (records.length === 0) return;
  const typed = NAMES.map((name) => `${name} ${COLUMNS[name]!}`).join(', ');
  await client.query(
    `WITH written AS (
       INSERT INTO rosters AS t (id, ${NAMES.join(', ')})
       SELECT coalesce(n.id, nextval(pg_get_serial_sequence('rosters', 'id'))), ${NAMES.map((name) => `n.${name}`).join(', ')}
       FROM json_to_recordset($1::json) AS n (id bigint, ${typed})
       ON CONFLICT (rstd) DO UPDATE SET ${NAMES.filter((name) => name !== 'rstd' && name !== 'app_id')
         .map((name) => `${name} = excluded.${name}`)
         .join(', ')}
       RETURNING t.app_id
     ) ${bumpChanges('rosters', 'SELECT app_id FROM written')}`,
    [JSON.stringify(records.map((record) => rowOf(record, withIds)))],
  );
  if (withIds)
    await sequencePast(
      client,
      'rosters',
      records.map((record) => record.id),
    );
}

/** Deletes the rosters with these ids (a recalculation's replaced ones) and moves their apps' counters. */
export async function deleteRosters(client: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await client.query(
    `WITH gone AS (DELETE FROM rosters WHERE id = ANY($1::bigint[]) RETURNING app_id)
     ${bumpChanges('rosters', 'SELECT app_id FROM gone')}`,
    [ids],
  );
}

/** The rosters' table as the store sees it (typedTables.ts): a store write may add, change and remove rosters. */
export const rosters: TypedTable = {
  collection: 'rosters',
  table: 'rosters',
  docs: `SELECT ${rosterDoc('r')} AS doc FROM rosters r ORDER BY r.id`,
  write: async (client, changes) => {
    await deleteRosters(
      client,
      changes.filter((change) => change.record === null).map((change) => Number(change.key)),
    );
    await writeRosters(
      client,
      changes.flatMap((change) => (change.record === null ? [] : [change.record as unknown as RosterRecord])),
    );
  },
  restore: async (client, records) => {
    await writeRosters(client, records as RosterRecord[], true);
  },
};
