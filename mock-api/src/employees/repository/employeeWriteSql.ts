/**
 * What the employees' writes lock and read on PostgreSQL (issue 33; postgresEmployeeWrites.ts). $1 is
 * always the app's public id.
 */
import { EMPLOYEE_DOC } from '../../store/postgres/employeeRows';
import { isoText } from '../../store/postgres/typedTable';

/**
 * The app's employees' lock (a transaction's advisory lock): the writes that add employees or change
 * their details take it, so the licence cap and the same details are decided one write at a time per
 * app. Switches, removals and every other write of the app's employees' records never take it.
 */
export const LOCK_APP = `SELECT pg_advisory_xact_lock(hashtextextended('times.employees:' || $1, 0))`;

/** How many employees the app has, and the created_at of its newest (null without one). */
export const APP_COUNT = `SELECT count(*)::int AS count, ${isoText('max(e.created_at)')} AS newest
  FROM employees e WHERE e.app_id = $1`;

/**
 * The app's employees other than $2 (null: any) that hold one of the details asked about
 * (sameDetails.ts), each compared as the words are: employee numbers ($3), ID or passport numbers ($4),
 * and name, surname and date of birth ($5, $6, $7, one per person asked about).
 */
export const HOLDING_DETAILS = `SELECT ${EMPLOYEE_DOC} AS doc FROM employees e
  WHERE e.app_id = $1 AND e.emd IS DISTINCT FROM $2 AND (
    (e.employee_number <> '' AND times_words(e.employee_number) = ANY($3::text[]))
    OR (e.id_or_pass <> '' AND times_words(e.id_or_pass) = ANY($4::text[]))
    OR (times_words(e.name), times_words(e.surname), e.date_of_birth)
      IN (SELECT * FROM unnest($5::text[], $6::text[], $7::date[]))
  )
  ORDER BY e.id`;

/** The employee ($2), locked for a change of details (NO KEY: their other records' key checks do not wait). */
export const LOCK_EMPLOYEE = `SELECT ${EMPLOYEE_DOC} AS doc FROM employees e
  WHERE e.app_id = $1 AND e.emd = $2 FOR NO KEY UPDATE`;
