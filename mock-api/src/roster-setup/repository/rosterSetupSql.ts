/**
 * The SQL of the roster setup repository on PostgreSQL: reads of the store_records rows by the
 * columns the migrations compute when a row is written (app_id; emd for employees) and by the
 * fields of the documents they look up, each on an index made for it
 * (migrations/*_roster-setup-reads.sql), in the order the records were written (ord: the store's
 * arrays' order). The parameter $1 is always the app's public id; a removed record has no app, so
 * `app_id = $1` also leaves removed records out. A shift's rules and working days are tables of their own (issue 33).
 */
import { SHIFT_DOC } from '../../store/postgres/shiftRows';
import { SHIFT_RULE_DOC } from '../../store/postgres/shiftRuleRows';
import { SITE_ROWS } from '../../store/postgres/siteRows';

/** The gender (json) of the employee of the app ($1 unless `app`) whose emd is the text `emd` (an SQL expression). */
export const EMPLOYEE_GENDER = (emd: string, app = '$1'): string =>
  `(SELECT to_json(emp.gender) FROM employees emp WHERE emp.app_id = ${app} AND emp.emd = ${emd})`;

/** The app's shift of this sftd ($3) on its site of this sd ($2) (the shifts' table); none without the site. */
export const SHIFTS_ON_SITE = `SELECT ${SHIFT_DOC()} AS doc FROM shifts f
  WHERE f.app_id = $1 AND f.sftd = $3 AND f.std = $2
    AND EXISTS (SELECT 1 FROM ${SITE_ROWS} s WHERE s.app_id = $1 AND s.sd = $2)`;

/** The app's ($1) shift's ($2) rule records (the shifts' rules' table), by priority, then id (rules.ts byPriority). */
export const ASSIGNED_RULES = `SELECT ${SHIFT_RULE_DOC()} AS doc FROM shift_rules r WHERE r.app_id = $1 AND r.sftd = $2
  ORDER BY r.priority, r.id`;

/** The app's ($1) rule records of these shifts ($2), in their order, each shift's as ASSIGNED_RULES orders them. */
export const RULES_OF_SHIFTS = `SELECT ${SHIFT_RULE_DOC()} AS doc FROM shift_rules r
  WHERE r.app_id = $1 AND r.sftd = ANY($2::text[])
  ORDER BY array_position($2::text[], r.sftd), r.priority, r.id`;

/** The app's ($1) shift's ($2) working-days record (the shifts' working days' table: one per shift). */
export { SHIFT_WORKING_DAYS as WORKING_DAYS, APP_WORKING_DAYS } from './readingWorkingDays';

/**
 * The totals of the shift employees of each shift ($2, in that order; shiftRef.ts
 * shiftEmployeeTotals): the gender of each its employee's (the first written); male and female as
 * Number() reads them (times_client_hours: Number() when finite, else 0).
 */
export const SHIFT_EMPLOYEE_TOTALS = `SELECT count(e.id)::int AS ttl_employees,
    (count(*) FILTER (WHERE times_client_hours(g.gender) = 1))::int AS ttl_males,
    (count(*) FILTER (WHERE times_client_hours(g.gender) = 2))::int AS ttl_females
  FROM unnest($2::text[]) WITH ORDINALITY AS s(sftd, n)
  LEFT JOIN shift_employees e ON e.app_id = $1 AND e.sftd = s.sftd
  LEFT JOIN LATERAL (SELECT ${EMPLOYEE_GENDER('e.emd')} AS gender) g ON true
  GROUP BY s.n
  ORDER BY s.n`;
