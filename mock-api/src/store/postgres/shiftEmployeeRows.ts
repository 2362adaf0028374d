/**
 * The shift employees' own table (migrations/*_shift-employees.sql) as the store sees it: a store
 * write's new records (a fixture's) go there in the same transaction, numbered by the table. The calls
 * that put an employee on a shift, change or remove one write with their own transaction
 * (roster-setup/shiftEmployees/repository/postgresShiftEmployeeWrites.ts), with the statements here.
 */
import type { ShiftEmployeeFields } from '../../contract';
import type { ShiftEmployeeRecord } from '../types';
import { bumpChanges } from './appChanges';
import { isoText, recordsOf } from './typedTable';
import type { Queryable, TypedTable } from './typedTable';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'hld'] as const;

/** The columns of a shift employee's form, in the order the statements below take them. */
const FIELD_COLUMNS = ['rld', 'apply_wrkng_days', 'monthly_hours', 'weekly_hours', 'dailly_hours', ...DAYS] as const;

/** The row (alias e) as the API's record. */
export const SHIFT_EMPLOYEE_DOC = `json_build_object('id', e.id, 'rshftempd', e.rshftempd, 'app_id', e.app_id,
  'std', e.std, 'sftd', e.sftd, 'emd', e.emd, ${FIELD_COLUMNS.map((column) => `'${column}', e.${column}`).join(', ')},
  'created_at', ${isoText('e.created_at')})`;

const fieldValues = (fields: ShiftEmployeeFields): unknown[] => FIELD_COLUMNS.map((column) => fields[column]);

/**
 * Inserts shift employees (their ids from the table, answered in order) and moves the apps' counters. A
 * second record of an employee on a shift breaks the table's unique key: the caller checks first, or
 * reads the error as the rule (postgresShiftEmployeeWrites.ts).
 */
export async function insertShiftEmployees(
  client: Queryable,
  records: readonly ShiftEmployeeRecord[],
): Promise<number[]> {
  if (records.length === 0) return [];
  const column = (name: keyof ShiftEmployeeRecord): unknown[] => records.map((record) => record[name]);
  const { rows } = await client.query<{ id: string }>(
    `WITH added AS (
       INSERT INTO shift_employees (app_id, rshftempd, std, sftd, emd, created_at, ${FIELD_COLUMNS.join(', ')})
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[],
         $7::text[], $8::smallint[], $9::int[], $10::int[], $11::int[], $12::smallint[], $13::smallint[],
         $14::smallint[], $15::smallint[], $16::smallint[], $17::smallint[], $18::smallint[], $19::smallint[])
       RETURNING app_id, id
     ), counted AS (
       ${bumpChanges('shift_employees', 'SELECT app_id FROM added')}
     )
     SELECT id FROM added ORDER BY id`,
    [
      ...(['app_id', 'rshftempd', 'std', 'sftd', 'emd', 'created_at'] as const).map(column),
      ...FIELD_COLUMNS.map(column),
    ],
  );
  return rows.map((row) => Number(row.id));
}

/** Replaces the form's fields of the app's ($1) shift employee with this id ($2). */
export async function updateShiftEmployee(
  client: Queryable,
  appId: string,
  id: number,
  fields: ShiftEmployeeFields,
): Promise<void> {
  await client.query(
    `WITH changed AS (
       UPDATE shift_employees SET (${FIELD_COLUMNS.join(', ')}) =
         ($3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       WHERE app_id = $1 AND id = $2 RETURNING app_id
     ) ${bumpChanges('shift_employees', 'SELECT app_id FROM changed')}`,
    [appId, id, ...fieldValues(fields)],
  );
}

/** Removes the app's ($1) shift employee with this id ($2). */
export async function deleteShiftEmployee(client: Queryable, appId: string, id: number): Promise<void> {
  await client.query(
    `WITH gone AS (DELETE FROM shift_employees WHERE app_id = $1 AND id = $2 RETURNING app_id)
     ${bumpChanges('shift_employees', 'SELECT app_id FROM gone')}`,
    [appId, id],
  );
}

/** The shift employees' table as the store sees it (typedTables.ts). */
export const shiftEmployees: TypedTable = {
  collection: 'shift_employees',
  table: 'shift_employees',
  docs: `SELECT ${SHIFT_EMPLOYEE_DOC} AS doc FROM shift_employees e ORDER BY e.id`,
  write: async (client, changes) => {
    await insertShiftEmployees(client, recordsOf<ShiftEmployeeRecord>(shiftEmployees, changes));
  },
};
