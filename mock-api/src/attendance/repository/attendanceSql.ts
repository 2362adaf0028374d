/**
 * The SQL of the attendance repository on PostgreSQL: reads of the store_records rows by the
 * columns the migrations compute (app_id, emd) and the documents' own fields, on the indexes of
 * the domains whose records they are (sites_sd, employees_emd) and the attendance's own
 * (*_attendance-reads.sql), and the shift employees' own table (*_shift-employees.sql); the clock
 * records' reads are attendanceTableSql.ts. The
 * parameter $1 is always the app's public id; a removed record has no app, so `app_id = $1` also
 * leaves removed records out.
 */
import { EMPLOYEE_DOC } from '../../store/postgres/employeeRows';
import { SHIFT_EMPLOYEE_DOC } from '../../store/postgres/shiftEmployeeRows';
import { SHIFT_DOC } from '../../store/postgres/shiftRows';
import { SITE_ROWS } from '../../store/postgres/siteRows';

/** The first written site of the app with this sd ($2). */
export const SITE = `SELECT r.doc FROM ${SITE_ROWS} r
  WHERE r.app_id = $1 AND r.sd = $2 ORDER BY r.ord LIMIT 1`;

/** The employees (in the order written) on a shift of the site with this sd ($2). */
export const SITE_EMPLOYEES = `SELECT ${EMPLOYEE_DOC} AS doc FROM employees e
  WHERE e.app_id = $1 AND e.emd IN (
    SELECT s.emd FROM shift_employees s WHERE s.app_id = $1 AND s.std = $2
  ) ORDER BY e.id`;

/** The face descriptors of the employees with these emds ($2), in the order written. */
export const DESCRIPTORS = `SELECT d.emd, to_json(d.descriptors) AS descriptors FROM face_descriptors d
  WHERE d.app_id = $1 AND d.emd = ANY($2::text[]) ORDER BY d.id`;

/** The shift of the site with this sd ($2) and this sftd ($3), deleted or not. */
export const SHIFT = `SELECT ${SHIFT_DOC()} AS doc FROM shifts f WHERE f.app_id = $1 AND f.sftd = $3 AND f.std = $2`;

/** The shift employee records of the shift with this sftd ($2). */
export const SHIFT_EMPLOYEES = `SELECT ${SHIFT_EMPLOYEE_DOC} AS doc FROM shift_employees e
  WHERE e.app_id = $1 AND e.sftd = $2 ORDER BY e.id`;

/** The employees with these emds ($2). */
export const EMPLOYEES = `SELECT ${EMPLOYEE_DOC} AS doc FROM employees e
  WHERE e.app_id = $1 AND e.emd = ANY($2::text[]) ORDER BY e.id`;
