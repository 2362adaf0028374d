/**
 * The employees' requests' own tables (migrations/*_requests-inbox.sql) as the store sees them: a
 * request (time off, an availability change or a claim of an open shift that waits) is a row of `time_off_requests`, each of its
 * decisions a row of `request_decisions`. A write's new or changed requests are upserted by their
 * public id (a new one numbered by the table), and their decisions not stored yet are added: a
 * decision is never changed once made.
 */
import type { RequestDecision } from '../../contract';
import type { TimeOffRequestRecord } from '../types';
import { bumpChanges } from './appChanges';
import { isoText, recordsOf, sequencePast } from './typedTable';
import type { Queryable, TypedTable } from './typedTable';

/** The row (alias r) as the API's record, its decisions in order. */
export const REQUEST_DOC = `json_strip_nulls(json_build_object('id', r.id, 'rqd', r.rqd, 'app_id', r.app_id,
  'emd', r.emd, 'ref', r.ref, 'from_date', to_char(r.from_date, 'YYYY-MM-DD'),
  'to_date', to_char(r.to_date, 'YYYY-MM-DD'), 'reason', r.reason, 'state', r.state,
  'created_at', ${isoText('r.created_at')},
  'decisions', coalesce((
    SELECT json_agg(json_build_object('at', ${isoText('d.at')}, 'by', d.by_name, 'action', d.action,
      'reason', d.reason, 'before', d.before_state, 'after', d.after_state) ORDER BY d.seq)
    FROM request_decisions d WHERE d.app_id = r.app_id AND d.rqd = r.rqd), '[]'::json),
  'kind', r.kind, 'changes', r.changes,
  'place', CASE WHEN r.place_rstd IS NOT NULL THEN json_build_object('std', r.place_std, 'sftd', r.place_sftd,
    'rstd', r.place_rstd, 'rld', r.place_rld) END))`;

/**
 * Upserts requests by (app, rqd) and adds the decisions the table does not have; answers the requests'
 * ids in order. `withIds`: the records' own ids (a test's snapshot), the sequence moved past them.
 */
export async function writeRequests(
  client: Queryable,
  records: readonly TimeOffRequestRecord[],
  withIds = false,
): Promise<number[]> {
  if (records.length === 0) return [];
  const column = <K extends keyof TimeOffRequestRecord>(name: K): unknown[] =>
    records.map((record) => record[name] ?? null);
  const { rows } = await client.query<{ id: string }>(
    `WITH written AS (
       INSERT INTO time_off_requests AS t (id, app_id, rqd, emd, ref, kind, from_date, to_date, reason, state,
         created_at, changes, place_std, place_sftd, place_rstd, place_rld)
       SELECT coalesce(n.id, nextval(pg_get_serial_sequence('time_off_requests', 'id'))), n.app_id, n.rqd, n.emd,
         n.ref, n.kind, n.from_date, n.to_date, n.reason, n.state, n.created_at, n.changes, n.place_std, n.place_sftd,
         n.place_rstd, n.place_rld
       FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::date[], $8::date[],
         $9::text[], $10::text[], $11::timestamptz[], $12::jsonb[], $13::text[], $14::text[], $15::text[], $16::text[])
         AS n (id, app_id, rqd, emd, ref, kind, from_date, to_date, reason, state, created_at, changes, place_std,
           place_sftd, place_rstd, place_rld)
       ON CONFLICT (app_id, rqd) DO UPDATE SET from_date = excluded.from_date, to_date = excluded.to_date,
         reason = excluded.reason, state = excluded.state, created_at = excluded.created_at,
         changes = excluded.changes
       RETURNING t.app_id, t.id
     ), counted AS (
       ${bumpChanges('time_off_requests', 'SELECT app_id FROM written')}
     )
     SELECT id FROM written`,
    [
      withIds ? column('id') : records.map(() => null),
      column('app_id'),
      column('rqd'),
      column('emd'),
      column('ref'),
      column('kind'),
      column('from_date'),
      column('to_date'),
      column('reason'),
      column('state'),
      column('created_at'),
      records.map((record) => (record.changes ? JSON.stringify(record.changes) : null)),
      records.map((record) => record.place?.std ?? null),
      records.map((record) => record.place?.sftd ?? null),
      records.map((record) => record.place?.rstd ?? null),
      records.map((record) => record.place?.rld ?? null),
    ],
  );
  const decisions = records.flatMap((record) => record.decisions.map((decision, seq) => ({ record, decision, seq })));
  if (decisions.length > 0) await addDecisions(client, decisions);
  if (withIds)
    await sequencePast(
      client,
      'time_off_requests',
      records.map((record) => record.id),
    );
  return rows.map((row) => Number(row.id));
}

interface NumberedDecision {
  record: TimeOffRequestRecord;
  decision: RequestDecision;
  seq: number;
}

/** Adds the decisions not stored yet (a decision, once made, is never changed). */
async function addDecisions(client: Queryable, decisions: readonly NumberedDecision[]): Promise<void> {
  const of = (pick: (one: NumberedDecision) => unknown): unknown[] => decisions.map(pick);
  await client.query(
    `INSERT INTO request_decisions (app_id, rqd, seq, at, by_name, action, reason, before_state, after_state)
     SELECT * FROM unnest($1::text[], $2::text[], $3::smallint[], $4::timestamptz[], $5::text[], $6::text[],
       $7::text[], $8::text[], $9::text[])
     ON CONFLICT (app_id, rqd, seq) DO NOTHING`,
    [
      of((one) => one.record.app_id),
      of((one) => one.record.rqd),
      of((one) => one.seq),
      of((one) => one.decision.at),
      of((one) => one.decision.by),
      of((one) => one.decision.action),
      of((one) => one.decision.reason),
      of((one) => one.decision.before),
      of((one) => one.decision.after),
    ],
  );
}

/** The requests' table as the store sees it (typedTables.ts). */
export const timeOffRequests: TypedTable = {
  collection: 'time_off_requests',
  table: 'time_off_requests',
  docs: `SELECT ${REQUEST_DOC} AS doc FROM time_off_requests r ORDER BY r.id`,
  write: async (client, changes) => {
    await writeRequests(client, recordsOf<TimeOffRequestRecord>(timeOffRequests, changes));
  },
  restore: async (client, records) => {
    await writeRequests(client, records as TimeOffRequestRecord[], true);
  },
};
