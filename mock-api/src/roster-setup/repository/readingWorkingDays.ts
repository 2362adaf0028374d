/**
 * What a write deciding on a shift's working days reads first on PostgreSQL (issue 33): the shift's record, a table
 * of its own (store/postgres/workingDayRows.ts) that a process does not hold. A save reads it under the shift's
 * advisory lock, so two saves of one shift at once run one after the other (the second replaces the first's record,
 * never adds a second) and other shifts' never wait; a shift position's add or change reads it for share, so a save
 * waits for the position's daily counts to be decided on the targets they were checked against.
 */
import type { PrepareWrite } from '../../store/dataStore';
import { WORKING_DAYS_DOC } from '../../store/postgres/workingDayRows';
import type { ShiftWorkingDaysRecord } from '../../store/types';

const LOCK_SHIFT = `SELECT pg_advisory_xact_lock(hashtextextended('times.shift_working_days:' || $1 || '/' || $2, 0))`;

/** The app's ($1) shift's ($2) working-days record (none or one). */
export const SHIFT_WORKING_DAYS = `SELECT ${WORKING_DAYS_DOC()} AS doc FROM shift_working_days w
  WHERE w.app_id = $1 AND w.sftd = $2`;

/** The app's ($1) working-days records, by id. */
export const APP_WORKING_DAYS = `SELECT ${WORKING_DAYS_DOC()} AS doc FROM shift_working_days w
  WHERE w.app_id = $1 ORDER BY w.id`;

/** The app's ($1) working-days record of the shift of the shift position with this sftrld ($2), for share. */
const OF_SHIFT_POSITION = `SELECT ${WORKING_DAYS_DOC()} AS doc FROM shift_working_days w
  WHERE w.app_id = $1 AND w.sftd = (SELECT p.sftd FROM shift_positions p WHERE p.app_id = $1 AND p.sftrld = $2)
  FOR SHARE`;

const records = (rows: { doc: ShiftWorkingDaysRecord }[]) => ({ shift_working_days: rows.map((row) => row.doc) });

/** A save's read: the shift's record, under the shift's lock. */
export const readingWorkingDays =
  (appId: string, sftd: string): PrepareWrite =>
  async (client) => {
    await client.query(LOCK_SHIFT, [appId, sftd]);
    const { rows } = await client.query<{ doc: ShiftWorkingDaysRecord }>(SHIFT_WORKING_DAYS, [appId, sftd]);
    return records(rows);
  };

/** A new shift position's read: its shift's record, for share. */
export const readingTargets =
  (appId: string, sftd: string): PrepareWrite =>
  async (client) => {
    const { rows } = await client.query<{ doc: ShiftWorkingDaysRecord }>(`${SHIFT_WORKING_DAYS} FOR SHARE`, [
      appId,
      sftd,
    ]);
    return records(rows);
  };

/** A shift position's change's read: its shift's record, for share. */
export const readingTargetsOfPosition =
  (appId: string, sftrld: string): PrepareWrite =>
  async (client) => {
    const { rows } = await client.query<{ doc: ShiftWorkingDaysRecord }>(OF_SHIFT_POSITION, [appId, sftrld]);
    return records(rows);
  };
