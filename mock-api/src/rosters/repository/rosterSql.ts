/**
 * The SQL of the rosters repository on PostgreSQL: the rosters are rows of their own table
 * (migrations/*_rosters.sql), read by their typed columns on its indexes (a list or a header reads a
 * roster's head, never its model and result), the sites and shifts their answers name are store_records
 * rows read by the columns the migrations compute when a row is written (app_id) and by the fields of
 * the documents they look up (migrations/*_roster-reads.sql, and the site and shift reads' indexes). The
 * parameter $1 is the app's public id wherever there is one; a removed record has no app, so
 * `app_id = $1` also leaves removed records out. Rosters come by id (the order they were created, as the
 * store's collection kept them), the others in the order written (ord): the repository then filters,
 * picks and sorts as the embedded one does. Employees are read from their own table
 * (migrations/*_employees.sql).
 */
import { EMPLOYEE_DOC } from '../../store/postgres/employeeRows';
import { rosterDoc, rosterHead } from '../../store/postgres/rosterRows';
import { SHIFT_DOC } from '../../store/postgres/shiftRows';
import { SITE_ROWS } from '../../store/postgres/siteRows';

/** The app's first written site with sd $2 and shift with sftd $3: the header names them. */
const HEADER_SITE = `SELECT s.doc FROM ${SITE_ROWS} s WHERE s.app_id = $1 AND s.sd = $2 ORDER BY s.ord LIMIT 1`;
const HEADER_SHIFT = `SELECT ${SHIFT_DOC()} AS doc FROM shifts f WHERE f.app_id = $1 AND f.sftd = $3`;

/** Whether the app has a site of sd $2, and its first written shift of sftd $3 on that site. */
const SITE_SHIFT = `EXISTS (SELECT 1 FROM ${SITE_ROWS} s WHERE s.app_id = $1 AND s.sd = $2) AS has_site,
  (SELECT ${SHIFT_DOC()} FROM shifts f WHERE f.app_id = $1 AND f.sftd = $3 AND f.std = $2) AS site_shift`;

/** The shift's rosters ($1 app, $2 std, $3 sftd), alias r. */
const SHIFT_ROSTERS = `r.app_id = $1 AND r.std = $2 AND r.sftd = $3`;

/** Whether the shift is on the site, and the heads of the shift's rosters (one row, heads as a json array). */
export const PERIODS = `SELECT ${SITE_SHIFT},
  (SELECT coalesce(json_agg(${rosterHead('r')} ORDER BY r.id), '[]') FROM rosters r WHERE ${SHIFT_ROSTERS}) AS heads`;

/** The head of the shift's roster of rstd $4, with the site and shift its header names. */
export const HEADER = `SELECT ${rosterHead('r')} AS head, (${HEADER_SITE}) AS site, (${HEADER_SHIFT}) AS shift
  FROM rosters r WHERE ${SHIFT_ROSTERS} AND r.rstd = $4`;

/**
 * A roster opened: whether the shift is on the site (and the shift, for whether it is live), the
 * shift's roster of rstd $4 (its whole document) and the site and shift its header names. One row,
 * the roster NULL when there is none.
 */
export const OPEN = `SELECT ${SITE_SHIFT},
  (SELECT ${rosterDoc('r')} FROM rosters r WHERE ${SHIFT_ROSTERS} AND r.rstd = $4) AS doc,
  (${HEADER_SITE}) AS site, (${HEADER_SHIFT}) AS shift`;

/** The client's sites ($2: a site's client_cntd) when the app has the client, in the order written. */
export const CLIENT_SITES = `SELECT s.doc FROM ${SITE_ROWS} s
  WHERE s.app_id = $1 AND s.client_cntd = $2
    AND EXISTS (SELECT 1 FROM clients c WHERE c.app_id = $1 AND c.cntd = $2)
  ORDER BY s.ord`;

/** The heads of the rosters on the sites $2 (sds), with the app's first written shift of each one's sftd. */
export const SITES_ROSTERS = `SELECT ${rosterHead('r')} AS head, f.doc AS shift FROM rosters r
  LEFT JOIN LATERAL (SELECT ${SHIFT_DOC()} AS doc FROM shifts f WHERE f.app_id = $1 AND f.sftd = r.sftd) f ON true
  WHERE r.app_id = $1 AND r.std = ANY($2::text[])
  ORDER BY r.id`;

/**
 * The app's calculated rosters of other shifts than $2 whose period overlaps the window $3 … $4: the
 * commitments' candidates, whole.
 */
export const COMMITMENT_ROSTERS = `SELECT ${rosterDoc('r')} AS doc FROM rosters r
  WHERE r.app_id = $1 AND r.sftd <> $2 AND r.status = 'Successful' AND r.result IS NOT NULL
    AND r.start_date <= $4::date AND r.end_date >= $3::date
  ORDER BY r.id`;

/** The app's sites in the order written; its shifts and working days (tables). */
export { APP_SHIFTS } from '../../shifts/repository/readingShifts';
export const APP_SITES = `SELECT r.doc FROM ${SITE_ROWS} r WHERE r.app_id = $1 ORDER BY r.ord`;
export { APP_WORKING_DAYS } from '../../roster-setup/repository/readingWorkingDays';

/** The employee numbers of the app's employees of emd in $2, in the order written. */
export const EMPLOYEE_NUMBERS = `SELECT e.emd, e.employee_number AS number FROM employees e
  WHERE e.app_id = $1 AND e.emd = ANY($2::text[])
  ORDER BY e.id`;

/** The employee of the app ($1) with this emd ($2). */
export const ABSENT_EMPLOYEE = `SELECT ${EMPLOYEE_DOC} AS doc FROM employees e WHERE e.app_id = $1 AND e.emd = $2`;

/** The rosters of the app overlapping $3 … $4 whose model rosters one of the employees $2 (any shift or status). */
export const EMPLOYEES_ROSTERS = `SELECT ${rosterDoc('r')} AS doc FROM rosters r
  WHERE r.app_id = $1 AND r.employees && $2::text[] AND r.start_date <= $4::date AND r.end_date >= $3::date
  ORDER BY r.id`;

/** The rosters of the app's site $2 overlapping $3 … $4 (every shift, any status). */
export const SITE_ROSTERS = `SELECT ${rosterDoc('r')} AS doc FROM rosters r
  WHERE r.app_id = $1 AND r.std = $2 AND r.start_date <= $4::date AND r.end_date >= $3::date
  ORDER BY r.id`;

/** The rosters still calculating, of every app, and the process running each. */
export const CALCULATING = `SELECT r.rstd, r.calc_owner FROM rosters r WHERE r.status = 'Processing'`;

/** The app's rosters overlapping $2 … $3 (every site and shift, any status). */
export const APP_ROSTERS = `SELECT ${rosterDoc('r')} AS doc FROM rosters r
  WHERE r.app_id = $1 AND r.start_date <= $3::date AND r.end_date >= $2::date
  ORDER BY r.id`;

/** The roster with this public id ($1), of any app. */
export const OF_RSTD = `SELECT ${rosterDoc('r')} AS doc FROM rosters r WHERE r.rstd = $1`;
