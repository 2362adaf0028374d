/**
 * The SQL of the shift employees repository on PostgreSQL: the shift employees' own table (issue 33,
 * migrations/*_shift-employees.sql), and for the other records: reads of the store_records rows by the
 * columns the migrations compute when a row is written (app_id, emd: an employee's) and by the
 * documents' own fields, each on an index made for it (migrations/*_shift-employee-face-reads.sql,
 * and the shifts', sites', positions' and employees' ones for the records of those domains a
 * shift employee's answers read). Every list is in the order the records were written (ord), the
 * order of the store's arrays, so the answers are computed from them by the embedded code
 * (shiftEmployeeViews.ts). The parameter $1 is always the app's public id; a removed record has no
 * app, so `app_id = $1` also leaves removed records out.
 */
import { POSITION_DOC } from '../../../store/postgres/positionRows';
import { AVAILABILITY_DOC } from '../../../store/postgres/availabilityRows';
import { CALENDAR_LINK_DOC } from '../../../store/postgres/calendarLinkRows';
import { EMPLOYEE_DOC } from '../../../store/postgres/employeeRows';
import { SHIFT_EMPLOYEE_DOC } from '../../../store/postgres/shiftEmployeeRows';
import { SHIFT_DOC } from '../../../store/postgres/shiftRows';
import { SITE_ROWS } from '../../../store/postgres/siteRows';

/**
 * The app has a site with this sd ($2) and on it a live shift with this sftd ($3) (positions.ts
 * liveShiftOf).
 */
export const LIVE_SHIFT = `SELECT EXISTS (
    SELECT 1 FROM ${SITE_ROWS} s WHERE s.app_id = $1 AND s.sd = $2
  ) AND EXISTS (SELECT 1 FROM shifts f WHERE f.app_id = $1 AND f.std = $2 AND f.sftd = $3 AND f.deleted = 0) AS live`;

/** The shift employee of the shift with this sftd ($3) on the site with this sd ($2) and this rshftempd ($4). */
export const ONE = `SELECT ${SHIFT_EMPLOYEE_DOC} AS doc FROM shift_employees e
  WHERE e.app_id = $1 AND e.rshftempd = $4 AND e.sftd = $3 AND e.std = $2`;

/** The shift employees of the shift with this sftd ($2), of any site, in the order they were put on it. */
export const OF_SHIFT = `SELECT ${SHIFT_EMPLOYEE_DOC} AS doc FROM shift_employees e
  WHERE e.app_id = $1 AND e.sftd = $2 ORDER BY e.id`;

/** The places on shifts of the employee with this emd ($2). */
export const OF_EMPLOYEE = `SELECT ${SHIFT_EMPLOYEE_DOC} AS doc FROM shift_employees e
  WHERE e.app_id = $1 AND e.emd = $2 ORDER BY e.id`;

/** The places on shifts of the employees with these emds ($2) (whose sites they work at). */
export const OF_EMPLOYEES = `SELECT ${SHIFT_EMPLOYEE_DOC} AS doc FROM shift_employees e
  WHERE e.app_id = $1 AND e.emd = ANY($2::text[]) ORDER BY e.id`;

/** The shift employees of the shifts with these sftds ($2) (a calculation's model). */
export const OF_SHIFTS = `SELECT ${SHIFT_EMPLOYEE_DOC} AS doc FROM shift_employees e
  WHERE e.app_id = $1 AND e.sftd = ANY($2::text[]) ORDER BY e.id`;

/** The positions of the shift with this sftd ($2) (its summary's total required). */
export { POSITIONS_OF_SHIFT as SHIFT_POSITIONS } from '../../repository/readingShiftPositions';

/** The employees with these emds ($2). */
export const EMPLOYEES = `SELECT ${EMPLOYEE_DOC} AS doc FROM employees e
  WHERE e.app_id = $1 AND e.emd = ANY($2::text[]) ORDER BY e.id`;

/** The positions with these rlds ($2) (the rows' role names). */
export const POSITIONS = `SELECT ${POSITION_DOC('p')} AS doc FROM positions p
  WHERE p.app_id = $1 AND p.rld = ANY($2::text[]) ORDER BY p.id`;

/** The shifts with these sftds ($2), deleted or not, of any site. */
export const SHIFTS = `SELECT ${SHIFT_DOC()} AS doc FROM shifts f WHERE f.app_id = $1 AND f.sftd = ANY($2::text[])
  ORDER BY f.id`;

/** The sites with these sds ($2). */
export const SITES = `SELECT r.doc FROM ${SITE_ROWS} r
  WHERE r.app_id = $1 AND r.sd = ANY($2::text[]) ORDER BY r.ord`;

/** The availability of the employee with this emd ($2). */
export const AVAILABILITY = `SELECT ${AVAILABILITY_DOC} AS doc FROM employee_availability a
  WHERE a.app_id = $1 AND a.emd = $2`;

/** The availability records of the employees with these emds ($2), in the order written. */
export const AVAILABILITIES = `SELECT ${AVAILABILITY_DOC} AS doc FROM employee_availability a
  WHERE a.app_id = $1 AND a.emd = ANY($2::text[]) ORDER BY a.id`;

/** The calendar link of the employee with this emd ($2), expired or not. */
export const CALENDAR_LINKS = `SELECT ${CALENDAR_LINK_DOC} AS doc FROM calendar_links l
  WHERE l.app_id = $1 AND l.emd = $2`;
