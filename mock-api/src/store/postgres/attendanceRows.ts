/**
 * The attendance days' own table (migrations/*_attendance-clock-records.sql) as the store sees it:
 * the days a store write decides (a timesheet approval's, the seed's, a fixture's) go there in the
 * same transaction, one row per employee and day, a decision replacing the day's row except that
 * clocking never replaces a day a manager approved on the timesheet (dayRecords.ts's rule, kept by
 * the statement's ON CONFLICT, so it holds whichever process writes). A clock-in and the settling
 * job write their days with the same statement (attendance/repository/attendanceTableSql.ts).
 */
import type { RecordChange } from '../mutation';
import type { AttendanceRecord } from '../types';
import { bumpChanges } from './appChanges';
import { recordsOf } from './typedTable';
import type { Queryable, TypedTable } from './typedTable';

/** The row as the API's record (absent source, site and shift left out, as the seed writes them). */
export const ATTENDANCE_DOC = `json_strip_nulls(json_build_object('id', id, 'app_id', app_id, 'emd', emd,
  'day', to_char(day, 'YYYY-MM-DD'), 'present', present, 'source', source, 'std', std, 'sftd', sftd))`;

const dayKey = (record: AttendanceRecord): string => `${record.app_id}\u0000${record.emd}\u0000${record.day}`;

/** Whether `next` replaces `before` (the same day): anything does, except clocking over a timesheet's. */
const replaces = (before: AttendanceRecord, next: AttendanceRecord): boolean =>
  before.source !== 'timesheet' || next.source === 'timesheet';

/** One record per day, in order, as if each were written after the one before (the table's rule between them). */
function lastOfEachDay(records: readonly AttendanceRecord[]): AttendanceRecord[] {
  const days = new Map<string, AttendanceRecord>();
  for (const record of records) {
    const before = days.get(dayKey(record));
    if (!before || replaces(before, record)) days.set(dayKey(record), record);
  }
  return [...days.values()];
}

/**
 * Writes day decisions (their ids from the table: a replaced day keeps its row's) and moves the
 * counters of the apps whose days changed.
 */
export async function writeAttendanceDays(client: Queryable, decided: readonly AttendanceRecord[]): Promise<void> {
  const records = lastOfEachDay(decided);
  if (records.length === 0) return;
  await client.query(
    `WITH written AS (
       INSERT INTO attendance_days AS a (app_id, emd, day, present, source, std, sftd)
       SELECT * FROM unnest($1::text[], $2::text[], $3::date[], $4::smallint[], $5::text[], $6::text[], $7::text[])
       ON CONFLICT (app_id, emd, day) DO UPDATE
         SET present = EXCLUDED.present, source = EXCLUDED.source, std = EXCLUDED.std, sftd = EXCLUDED.sftd
         WHERE a.source IS DISTINCT FROM 'timesheet' OR EXCLUDED.source = 'timesheet'
       RETURNING app_id
     )
     ${bumpChanges('attendance_days', 'SELECT app_id FROM written')}`,
    [
      records.map((record) => record.app_id),
      records.map((record) => record.emd),
      records.map((record) => record.day),
      records.map((record) => record.present),
      records.map((record) => record.source ?? null),
      records.map((record) => record.std ?? null),
      records.map((record) => record.sftd ?? null),
    ],
  );
}

/** The attendance days' table as the store sees it (typedTables.ts). */
export const attendanceDays: TypedTable = {
  collection: 'attendance',
  table: 'attendance_days',
  docs: `SELECT ${ATTENDANCE_DOC} AS doc FROM attendance_days ORDER BY id`,
  write: (client, changes: readonly RecordChange[]) =>
    writeAttendanceDays(client, recordsOf<AttendanceRecord>(attendanceDays, changes)),
};
