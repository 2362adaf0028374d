/**
 * What a shift position's write reads first on PostgreSQL (issue 33): the shift positions have a table of their own
 * (store/postgres/shiftPositionRows.ts) that a process does not hold. An add or a change reads its shift's positions
 * under the shift's advisory lock, so two at once of one shift take a role once and keep the daily counts within
 * the working days together, and other shifts' never wait; a removal locks its row and reads the shift's employees
 * in its role (a put in the role under way has committed: it held the row for share; one after waits and then finds
 * the position gone). The embedded store runs no prepare and decides on its state.
 */
import type { PrepareWrite } from '../../store/dataStore';
import { SHIFT_EMPLOYEE_DOC } from '../../store/postgres/shiftEmployeeRows';
import { SHIFT_POSITION_DOC } from '../../store/postgres/shiftPositionRows';
import type { ShiftEmployeeRecord, ShiftPositionRecord } from '../../store/types';

type Client = Parameters<PrepareWrite>[0];

const LOCK = `pg_advisory_xact_lock(hashtextextended('times.shift_positions:' || $1 || '/' || $2, 0))`;

/** The app's ($1) shift's ($2) positions, by id. */
export const POSITIONS_OF_SHIFT = `SELECT ${SHIFT_POSITION_DOC()} AS doc FROM shift_positions p
  WHERE p.app_id = $1 AND p.sftd = $2 ORDER BY p.id`;

/** The shift's lock, taken for the shift of the shift position with this sftrld ($2); its sftd (none: no position). */
const LOCK_SHIFT_OF = `SELECT o.sftd, ${LOCK.replace('$2', 'o.sftd')} FROM shift_positions o
  WHERE o.app_id = $1 AND o.sftrld = $2`;

/** The shift position with this sftrld ($2), locked for its removal. */
const LOCK_ONE = `SELECT ${SHIFT_POSITION_DOC()} AS doc FROM shift_positions p
  WHERE p.app_id = $1 AND p.sftrld = $2 FOR UPDATE`;

/** The shift's ($2) employees in the role with this rld ($3). */
const IN_ROLE = `SELECT ${SHIFT_EMPLOYEE_DOC} AS doc FROM shift_employees e
  WHERE e.app_id = $1 AND e.sftd = $2 AND e.rld = $3 ORDER BY e.id`;

const docs = async <T>(client: Client, text: string, values: unknown[]): Promise<T[]> =>
  (await client.query<{ doc: T }>(text, values)).rows.map((row) => row.doc);

/** An add's read: the shift's positions, under the shift's lock. */
export const readingShiftPositions =
  (appId: string, sftd: string): PrepareWrite =>
  async (client) => {
    await client.query(`SELECT ${LOCK}`, [appId, sftd]);
    return { shift_positions: await docs<ShiftPositionRecord>(client, POSITIONS_OF_SHIFT, [appId, sftd]) };
  };

/** A change's read: the positions of the shift of the one it changes, under the shift's lock. */
export const readingShiftPositionsOf =
  (appId: string, sftrld: string): PrepareWrite =>
  async (client) => {
    const { rows } = await client.query<{ sftd: string }>(LOCK_SHIFT_OF, [appId, sftrld]);
    const sftd = rows[0]?.sftd;
    if (sftd === undefined) return { shift_positions: [] };
    return { shift_positions: await docs<ShiftPositionRecord>(client, POSITIONS_OF_SHIFT, [appId, sftd]) };
  };

/** A removal's read: the position locked, then its shift's employees in its role. */
export const readingForRemoval =
  (appId: string, sftrld: string): PrepareWrite =>
  async (client) => {
    const shift_positions = await docs<ShiftPositionRecord>(client, LOCK_ONE, [appId, sftrld]);
    const shift_employees: ShiftEmployeeRecord[] = [];
    for (const { sftd, rld } of shift_positions)
      shift_employees.push(...(await docs<ShiftEmployeeRecord>(client, IN_ROLE, [appId, sftd, rld])));
    return { shift_positions, shift_employees };
  };
