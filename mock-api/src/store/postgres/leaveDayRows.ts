/**
 * The leave days' own table (migrations/*_leave-days.sql) as the store sees it: the records a
 * mutation adds to `leaves` (an approved request's days, the seed's) go there instead of
 * store_records, in the same transaction, and a reset empties it. The state a process holds never
 * has leave days on PostgreSQL: they are read by the employees repository (its SQL, leaveDaySql.ts).
 */
import type pg from 'pg';
import type { RecordChange } from '../mutation';
import type { LeaveRecord } from '../types';
import { bumpChanges } from './appChanges';
import { recordsOf } from './typedTable';
import type { TypedTable } from './typedTable';

type Queryable = Pick<pg.PoolClient, 'query'>;

/**
 * Adds the leave days of a write (their numeric ids from the table's own sequence; a day the
 * employee already has is left as it is) and moves the counters of the apps that gained one.
 * Removing one is the employees repository's (by its lvdd) or an employee's removal's (a trigger).
 */
async function writeLeaveChanges(client: Queryable, changes: readonly RecordChange[]): Promise<void> {
  const records = recordsOf<LeaveRecord>(leaveDays, changes);
  if (records.length === 0) return;
  await client.query(
    `WITH added AS (
       INSERT INTO leave_days (app_id, lvdd, emd, leave_day)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::date[])
       ON CONFLICT (app_id, emd, leave_day) DO NOTHING
       RETURNING app_id
     )
     ${bumpChanges('leave_days', 'SELECT app_id FROM added')}`,
    [
      records.map((record) => record.app_id),
      records.map((record) => record.lvdd),
      records.map((record) => record.emd),
      records.map((record) => record.leave_day),
    ],
  );
}

/** leave_days' columns as the API's LeaveRecord (a SELECT list). */
export const LEAVE_RECORD_COLUMNS = `id::float8 AS id, lvdd, app_id, emd, to_char(leave_day, 'YYYY-MM-DD') AS leave_day`;

/** Every leave day as the API's record, by id (tests and tools reading the whole database). */
export const ALL_LEAVE_RECORDS = `SELECT ${LEAVE_RECORD_COLUMNS} FROM leave_days ORDER BY id`;

/** Every leave day as the API's record, by id. */
export const readAllLeaveRecords = async (client: Queryable): Promise<LeaveRecord[]> =>
  (await client.query<LeaveRecord>(ALL_LEAVE_RECORDS)).rows;

/** The leave days' table as the store sees it (typedTables.ts). */
export const leaveDays: TypedTable = {
  collection: 'leaves',
  table: 'leave_days',
  docs: `SELECT json_build_object('id', id, 'lvdd', lvdd, 'app_id', app_id, 'emd', emd,
      'leave_day', to_char(leave_day, 'YYYY-MM-DD')) AS doc
    FROM leave_days ORDER BY id`,
  write: (client, changes) => writeLeaveChanges(client, changes),
};
