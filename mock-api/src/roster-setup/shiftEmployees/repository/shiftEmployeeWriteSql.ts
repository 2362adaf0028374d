/**
 * What the shift employees' writes lock and read on PostgreSQL (issue 33): the rows their decision
 * (shiftEmployeeDecisions.ts) reads, each locked as the rule needs, so a write waits only on writes of
 * the same rows. The records it reads (employees, shifts, shift positions) are locked FOR SHARE: a store
 * write removing or changing one waits for the put to commit (and a put waiting on it then finds it
 * changed); two puts never wait on each other. $1 is the app's public id.
 */
import { EMPLOYEE_DOC } from '../../../store/postgres/employeeRows';
import { SHIFT_EMPLOYEE_DOC } from '../../../store/postgres/shiftEmployeeRows';
import { SHIFT_POSITION_DOC } from '../../../store/postgres/shiftPositionRows';
import { SHIFT_DOC } from '../../../store/postgres/shiftRows';

/**
 * The employee ($2), shared: a removal or a switch of their status waits for the put (and a put waiting
 * on a switch then reads the new status).
 */
export const SHARE_EMPLOYEE = `SELECT ${EMPLOYEE_DOC} AS doc FROM employees e
  WHERE e.app_id = $1 AND e.emd = $2 FOR SHARE`;

/** The shifts with this sftd ($2) (of the site the call names: the decision checks it). */
export const SHARE_SHIFT = `SELECT ${SHIFT_DOC()} AS doc FROM shifts f WHERE f.app_id = $1 AND f.sftd = $2 FOR SHARE`;

/**
 * The shifts with these sftds ($2), shared: the shift a change of a place names and those of the employee's other
 * places (the successions' shifts), none changed or removed under it.
 */
export const SHARE_SHIFTS = `SELECT ${SHIFT_DOC()} AS doc FROM shifts f WHERE f.app_id = $1 AND f.sftd = ANY($2::text[])
  ORDER BY f.id FOR SHARE`;

/** The positions of the shift with this sftd ($2) (a table of their own: a change or removal of one waits). */
export const SHARE_SHIFT_POSITIONS = `SELECT ${SHIFT_POSITION_DOC()} AS doc FROM shift_positions p
  WHERE p.app_id = $1 AND p.sftd = $2 ORDER BY p.id FOR SHARE`;

/** The employee ($3) on the shift with this sftd ($2), if they are. */
export const ON_SHIFT = `SELECT ${SHIFT_EMPLOYEE_DOC} AS doc FROM shift_employees e
  WHERE e.app_id = $1 AND e.sftd = $2 AND e.emd = $3`;

/** The shift employee with this rshftempd ($2), locked for a change or a removal. */
export const LOCK_ONE = `SELECT ${SHIFT_EMPLOYEE_DOC} AS doc FROM shift_employees e
  WHERE e.app_id = $1 AND e.rshftempd = $2 FOR UPDATE`;

/**
 * The places on shifts of the employee of the shift employee with this rshftempd ($2), that one's
 * included, locked FOR SHARE (a store write's prepare: the availability's successions, a calendar link).
 */
export const SHARE_EMPLOYEE_PLACES = `SELECT ${SHIFT_EMPLOYEE_DOC} AS doc FROM shift_employees e
  WHERE e.app_id = $1 AND e.emd = (SELECT o.emd FROM shift_employees o WHERE o.app_id = $1 AND o.rshftempd = $2)
  ORDER BY e.id FOR SHARE`;
