/**
 * The SQL of the attendance tables on PostgreSQL (issue 33: attendance_days, clock_records and
 * timesheet_approvals, by migrations/*_attendance-clock-records.sql and *_timesheet-approvals.sql):
 * what a clock-in and an approval lock and read, what the settling job reads, and the kiosk's and
 * timesheet's reads. $1 is always the app's public id where there is one.
 */
import { APPROVAL_DOC } from '../../store/postgres/approvalRows';
import { ATTENDANCE_DOC } from '../../store/postgres/attendanceRows';
import { CLOCK_DOC, CLOCK_INSTANT } from '../../store/postgres/clockRows';
import { EMPLOYEE_DOC } from '../../store/postgres/employeeRows';
import { rosterDaysDoc } from '../../store/postgres/rosterRows';
import { SHIFT_EMPLOYEE_DOC } from '../../store/postgres/shiftEmployeeRows';
import { SHIFT_DOC } from '../../store/postgres/shiftRows';

/** The shifts of the site with this sd ($2), deleted ones included (a table of their own: issue 33). */
export const SITE_SHIFTS = `SELECT ${SHIFT_DOC()} AS doc FROM shifts f WHERE f.app_id = $1 AND f.std = $2 ORDER BY f.id`;

/**
 * The employee ($2), their row locked for a clock-in or an approval: an employee's go one after
 * another, and removing them waits (or the write finds them gone). NO KEY: their other records' writes
 * (a leave day's key check) do not wait on it.
 */
export const LOCK_EMPLOYEE = `SELECT ${EMPLOYEE_DOC} AS doc FROM employees e
  WHERE e.app_id = $1 AND e.emd = $2 FOR NO KEY UPDATE`;

/**
 * What a clock-in decides on: the app's record with the kiosk's ref ($2), and the employee's ($4)
 * last record at the site ($3) at or before the wall time $5 (a clock-out's clock-in).
 */
export const CLOCK_SCOPE = `(SELECT ${CLOCK_DOC} AS doc FROM clock_records c WHERE c.app_id = $1 AND c.ref = $2)
  UNION ALL
  (SELECT ${CLOCK_DOC} AS doc FROM clock_records c
    WHERE c.app_id = $1 AND c.std = $3 AND c.emd = $4 AND c.at <= $5::timestamp
    ORDER BY c.at DESC, c.id DESC LIMIT 1)`;

/** The employee's ($2) places on shifts of the site with this sd ($3) (whether they clock there). */
export const EMPLOYEE_SITE_PLACES = `SELECT ${SHIFT_EMPLOYEE_DOC} AS doc FROM shift_employees e
  WHERE e.app_id = $1 AND e.emd = $2 AND e.std = $3`;

/** The employee's ($2) attendance days from $3 to $4. */
export const EMPLOYEE_DAYS = `SELECT ${ATTENDANCE_DOC} AS doc FROM attendance_days
  WHERE app_id = $1 AND emd = $2 AND day BETWEEN $3::date AND $4::date`;

/**
 * Every site with clock records (found by skipping from one to the next on the index by site and
 * wall time, not by reading every record), its first clocked day, and the offset of its latest
 * record by instant (the first written of those at one instant).
 */
export const CLOCKED_SITES = `WITH RECURSIVE sites AS (
    (SELECT c.app_id, c.std FROM clock_records c ORDER BY c.app_id, c.std LIMIT 1)
    UNION ALL
    SELECT next.app_id, next.std FROM sites s CROSS JOIN LATERAL (
      SELECT c.app_id, c.std FROM clock_records c
      WHERE (c.app_id, c.std) > (s.app_id, s.std) ORDER BY c.app_id, c.std LIMIT 1
    ) next
  )
  SELECT s.app_id, s.std,
    (SELECT to_char(c.at, 'YYYY-MM-DD') FROM clock_records c
      WHERE c.app_id = s.app_id AND c.std = s.std ORDER BY c.at LIMIT 1) AS first_day,
    (SELECT c.offset_minutes FROM clock_records c
      WHERE c.app_id = s.app_id AND c.std = s.std ORDER BY c.instant DESC, c.id LIMIT 1) AS offset_minutes
  FROM sites s`;

/** The clocks of those sites ($1 apps, $2 sites, pairwise) from the wall time $3 on (the settling job's window). */
export const CLOCKS_SINCE = `SELECT c.app_id, c.std, c.emd, c.kind, to_char(c.at, 'YYYY-MM-DD"T"HH24:MI') AS at
  FROM unnest($1::text[], $2::text[]) AS s (app_id, std)
  JOIN clock_records c ON c.app_id = s.app_id AND c.std = s.std AND c.at >= $3::timestamp
  ORDER BY c.id`;

/** The attendance days of these apps ($1), employees ($2) and days ($3), pairwise. */
export const DAYS_OF = `SELECT ${ATTENDANCE_DOC} AS doc FROM attendance_days
  WHERE (app_id, emd, day) IN (SELECT * FROM unnest($1::text[], $2::text[], $3::date[]))`;

/** The clock records of the site ($2) whose instant is $3 or later (whom its kiosk shows clocked in). */
export const RECENT_CLOCKS = `SELECT c.emd, c.kind, ${CLOCK_INSTANT} AS instant, c.id::float8 AS id
  FROM clock_records c WHERE c.app_id = $1 AND c.std = $2 AND c.instant >= $3::timestamptz`;

/** The site's ($2) clock records of the days $3 to $4 (wall time), and its latest one (maybe twice). */
export const TIMESHEET_CLOCKS = `(SELECT ${CLOCK_DOC} AS doc FROM clock_records c
    WHERE c.app_id = $1 AND c.std = $2 AND c.at >= $3::date AND c.at < $4::date + 1)
  UNION ALL
  (SELECT ${CLOCK_DOC} AS doc FROM clock_records c
    WHERE c.app_id = $1 AND c.std = $2 ORDER BY c.instant DESC LIMIT 1)`;

/** The approvals of the shift ($2) of the days $3 to $4, in the order written. */
export const SHIFT_APPROVALS = `SELECT ${APPROVAL_DOC} AS doc FROM timesheet_approvals t
  WHERE t.app_id = $1 AND t.sftd = $2 AND t.date BETWEEN $3::date AND $4::date ORDER BY t.id`;

/** A Published roster of the app's site ($2) with its result, overlapping $3 … $4 (alias r). */
const PUBLISHED_AT_SITE = `r.app_id = $1 AND r.std = $2 AND r.publish_state = 'Published' AND r.result IS NOT NULL
  AND r.start_date <= $4::text::date AND r.end_date >= $3::text::date`;

/**
 * The site's ($2) Published rosters overlapping $3 … $4 with their days in that window (of the employee $5
 * only, when given): the rostered shifts a clock-in, the settling and a timesheet read
 * (attendance/rosteredShifts.ts), not the rosters' whole documents.
 */
export const SITE_ROSTER_DAYS = `SELECT ${rosterDaysDoc('r', `a->>'date' BETWEEN $3::text AND $4::text`)} AS doc
  FROM rosters r WHERE ${PUBLISHED_AT_SITE} ORDER BY r.id`;
export const EMPLOYEE_ROSTER_DAYS = `SELECT ${rosterDaysDoc(
  'r',
  `a->>'employeeId' = $5::text AND a->>'date' BETWEEN $3::text AND $4::text`,
)} AS doc
  FROM rosters r WHERE ${PUBLISHED_AT_SITE} AND r.employees @> ARRAY[$5::text] ORDER BY r.id`;
