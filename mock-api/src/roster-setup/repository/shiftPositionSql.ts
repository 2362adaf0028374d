/**
 * The SQL of the shift positions repository on PostgreSQL: reads of the shift positions' table (issue 33) with the
 * positions', working days' and shift employees' tables beside it, by id (the order the records were written). The
 * parameter $1 is always the app's public id.
 */
import { POSITION_DOC } from '../../store/postgres/positionRows';
import { SHIFT_POSITION_DOC } from '../../store/postgres/shiftPositionRows';
import { EMPLOYEE_GENDER } from './rosterSetupSql';

/**
 * Shift positions (the rows of the table `records` selects, alias r) as their rows show them
 * (positions.ts shownShiftPosition): the role, the position of the record's app with its rld (the
 * positions' table); the totals, the shift employees of its app and shift in its
 * role, male and female by the gender of the last written employee of their emd (a Map of the
 * employees) when it is the number 1 or 2.
 */
const SHOWN = (records: string): string => `SELECT ${SHIFT_POSITION_DOC('r')} AS record, role.doc AS role,
    t.total_employees, t.total_males, t.total_females
  FROM (${records}) r
  LEFT JOIN LATERAL (
    SELECT ${POSITION_DOC('o')} AS doc FROM positions o WHERE o.app_id = r.app_id AND o.rld = r.rld
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
    WHERE se.app_id = r.app_id AND se.sftd = r.sftd AND se.rld = r.rld
  ) t
  ORDER BY r.id`;

/** The shift's ($2) positions, by id. */
export { POSITIONS_OF_SHIFT as OF_SHIFT } from './readingShiftPositions';

/** The positions of the shifts with these sftds ($2), by id. */
export const OF_SHIFTS = `SELECT ${SHIFT_POSITION_DOC()} AS doc FROM shift_positions p
  WHERE p.app_id = $1 AND p.sftd = ANY($2::text[]) ORDER BY p.id`;

/** The shift's ($2) positions as their rows show them, by id. */
export const SHOWN_OF_SHIFT = SHOWN(`SELECT * FROM shift_positions p WHERE p.app_id = $1 AND p.sftd = $2`);

/** The shift position of this sftrld ($2) as its row shows it. */
export const SHOWN_ONE = SHOWN(`SELECT * FROM shift_positions p WHERE p.app_id = $1 AND p.sftrld = $2`);

/**
 * The shift's ($2) working-days record the targets are read from (positions.ts targetsRecord): the app's (a table of
 * its own, issue 33: every record has its app).
 */
export { SHIFT_WORKING_DAYS as TARGETS_RECORD } from './readingWorkingDays';
