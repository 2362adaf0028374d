/**
 * The SQL of the leave days on PostgreSQL (their own table, migrations/*_leave-days.sql). A write
 * is one statement, so one transaction of its own that locks only what it touches: the employee's
 * row shared (so their removal waits for it, or it sees them gone), the new or removed row, and the
 * app's change counter for the commit. Never the store head's lock: leave days of different
 * employees, and of different organisations, are written side by side. $1 is always the app's id.
 */
import { bumpChanges } from '../../store/postgres/appChanges';
import { LEAVE_RECORD_COLUMNS } from '../../store/postgres/leaveDayRows';

const RECORD = LEAVE_RECORD_COLUMNS;

/**
 * Adds the day ($4) to the employee ($2) under a fresh public id ($3): `employee` false when the
 * app has no such employee, `added` false when they already have the day. A $3 another leave day
 * holds fails with unique_violation (23505): the caller tries another.
 */
export const ADD = `
  WITH employee AS (
    SELECT 1 FROM employees e WHERE e.app_id = $1 AND e.emd = $2 FOR KEY SHARE
  ), added AS (
    INSERT INTO leave_days (app_id, lvdd, emd, leave_day)
    SELECT $1, $3, $2, $4::date FROM employee
    ON CONFLICT (app_id, emd, leave_day) DO NOTHING
    RETURNING app_id
  ), counted AS (${bumpChanges('leave_days', 'SELECT app_id FROM added')})
  SELECT EXISTS (SELECT 1 FROM employee) AS employee, EXISTS (SELECT 1 FROM added) AS added`;

/** Removes the leave day $2 of the app: `removed` false when it has none. */
export const REMOVE = `
  WITH removed AS (
    DELETE FROM leave_days WHERE app_id = $1 AND lvdd = $2 RETURNING app_id
  ), counted AS (${bumpChanges('leave_days', 'SELECT app_id FROM removed')})
  SELECT EXISTS (SELECT 1 FROM removed) AS removed`;

/** The employee's ($2) leave days by day. */
export const OF_EMPLOYEE = `SELECT ${RECORD} FROM leave_days WHERE app_id = $1 AND emd = $2 ORDER BY leave_day, id`;

/** The app's leave days from $2 to $3 (YYYY-MM-DD, both in), by id. */
export const IN_PERIOD = `SELECT ${RECORD} FROM leave_days
  WHERE app_id = $1 AND leave_day BETWEEN $2::date AND $3::date ORDER BY id`;
