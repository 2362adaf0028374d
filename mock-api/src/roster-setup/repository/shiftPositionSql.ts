/**
 * The SQL of the shift positions repository on PostgreSQL: reads of the store_records rows by the
 * columns the migrations compute when a row is written (app_id; emd for employees) and by the
 * fields of the documents they look up, each on an index made for it
 * (migrations/*_roster-setup-reads.sql; the roles on positions_rld, the employees on
 * employees_emd), in the order the records were written (ord: the store's arrays' order). The
 * parameter $1 is always the app's public id; a removed record has no app, so `app_id = $1` also
 * leaves removed records out.
 */
import { SHIFT_EMPLOYEE_DOC } from '../../store/postgres/shiftEmployeeRows';
import { POSITION_DOC } from '../../store/postgres/positionRows';
import { EMPLOYEE_GENDER } from './rosterSetupSql';

/** A record of a collection of the app (alias r). */
const live = (collection: string, alias = 'r'): string =>
  `${alias}.collection = '${collection}' AND ${alias}.app_id = $1`;

/**
 * Shift positions (the rows `records` selects: doc, app_id, ord) as their rows show them
 * (positions.ts shownShiftPosition): the role, the position of the record's app with its rld (the
 * positions' table); the totals, the shift employees of its app and shift in its
 * role, male and female by the gender of the last written employee of their emd (a Map of the
 * employees) when it is the number 1 or 2.
 */
const SHOWN = (records: string): string => `SELECT r.doc AS record, role.doc AS role,
    t.total_employees, t.total_males, t.total_females
  FROM (${records}) r
  LEFT JOIN LATERAL (
    SELECT ${POSITION_DOC('p')} AS doc FROM positions p
    WHERE p.app_id = r.app_id AND p.rld = times_json_string(r.doc->'rld')
  ) role ON true
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS total_employees,
      (count(*) FILTER (WHERE g.gender = '1'))::int AS total_males,
      (count(*) FILTER (WHERE g.gender = '2'))::int AS total_females
    FROM shift_employees se
    CROSS JOIN LATERAL (
      SELECT CASE WHEN json_typeof(x.gender) = 'number' THEN x.gender #>> '{}' END AS gender
      FROM (SELECT ${EMPLOYEE_GENDER('se.emd', 'r.app_id')} AS gender) x
    ) g
    WHERE se.app_id = r.app_id AND se.sftd = r.doc->>'sftd' AND se.rld = r.doc->>'rld'
  ) t
  ORDER BY r.ord`;

/** The shift's ($2) positions, in stored order. */
export const OF_SHIFT = `SELECT r.doc FROM store_records r
  WHERE ${live('shift_positions')} AND r.doc->>'sftd' = $2
  ORDER BY r.ord`;

/** The shift's ($2) positions as their rows show them, in stored order. */
export const SHOWN_OF_SHIFT = SHOWN(`SELECT r.doc, r.app_id, r.ord FROM store_records r
  WHERE ${live('shift_positions')} AND r.doc->>'sftd' = $2`);

/** The shift position of this sftrld ($2), the first written, as its row shows it. */
export const SHOWN_ONE = SHOWN(`SELECT r.doc, r.app_id, r.ord FROM store_records r
  WHERE ${live('shift_positions')} AND r.doc->>'sftrld' = $2
  ORDER BY r.ord LIMIT 1`);

/**
 * The shift's ($2) working-days record the targets are read from (positions.ts targetsRecord): the app's (a table of
 * its own, issue 33: every record has its app).
 */
export { SHIFT_WORKING_DAYS as TARGETS_RECORD } from './readingWorkingDays';

/**
 * The shift position with this sftrld ($2) locked for its removal: a put in its role under way has
 * committed (it held the row FOR SHARE), one after waits and then finds the position gone. Its own
 * statement: the next one (IN_ROLE) reads what was committed while it waited.
 */
export const LOCK_FOR_REMOVAL = `SELECT doc->>'sftd' AS sftd, doc->>'rld' AS rld FROM store_records
  WHERE collection = 'shift_positions' AND app_id = $1 AND doc->>'sftrld' = $2 FOR UPDATE`;

/** The shift's ($2) employees in the role with this rld ($3). */
export const IN_ROLE = `SELECT ${SHIFT_EMPLOYEE_DOC} AS doc FROM shift_employees e
  WHERE e.app_id = $1 AND e.sftd = $2 AND e.rld = $3 ORDER BY e.id`;
