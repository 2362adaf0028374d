/**
 * The timesheet approvals' own table (migrations/*_timesheet-approvals.sql) as the store sees it: a
 * store write's new approvals (a fixture's) go there in the same transaction. A manager's approval
 * writes its record with the attendance repository's own transaction (postgresApproval.ts).
 */
import type { TimesheetApprovalRecord } from '../types';
import { bumpChanges } from './appChanges';
import { isoText, recordsOf } from './typedTable';
import type { Queryable, TypedTable } from './typedTable';

/** The row (alias t) as the API's record. */
export const APPROVAL_DOC = `json_build_object('id', t.id, 'app_id', t.app_id, 'std', t.std, 'sftd', t.sftd,
  'emd', t.emd, 'date', to_char(t.date, 'YYYY-MM-DD'), 'minutes', t.minutes, 'reason', t.reason,
  'by_user', t.by_user, 'by_name', t.by_name, 'at', ${isoText('t.at')})`;

/** Inserts approvals (their ids from the table, answered in order) and moves the apps' counters. */
export async function insertApprovals(
  client: Queryable,
  records: readonly TimesheetApprovalRecord[],
): Promise<number[]> {
  if (records.length === 0) return [];
  const { rows } = await client.query<{ id: string }>(
    `WITH added AS (
       INSERT INTO timesheet_approvals (app_id, std, sftd, emd, date, minutes, reason, by_user, by_name, at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::date[], $6::int[], $7::text[],
         $8::bigint[], $9::text[], $10::timestamptz[])
       RETURNING app_id, id
     ), counted AS (
       ${bumpChanges('timesheet_approvals', 'SELECT app_id FROM added')}
     )
     SELECT id FROM added ORDER BY id`,
    [
      records.map((record) => record.app_id),
      records.map((record) => record.std),
      records.map((record) => record.sftd),
      records.map((record) => record.emd),
      records.map((record) => record.date),
      records.map((record) => record.minutes),
      records.map((record) => record.reason),
      records.map((record) => record.by_user),
      records.map((record) => record.by_name),
      records.map((record) => record.at),
    ],
  );
  return rows.map((row) => Number(row.id));
}

/** The timesheet approvals' table as the store sees it (typedTables.ts). */
export const timesheetApprovals: TypedTable = {
  collection: 'timesheet_approvals',
  table: 'timesheet_approvals',
  docs: `SELECT ${APPROVAL_DOC} AS doc FROM timesheet_approvals t ORDER BY t.id`,
  write: async (client, changes) => {
    await insertApprovals(client, recordsOf<TimesheetApprovalRecord>(timesheetApprovals, changes));
  },
};
