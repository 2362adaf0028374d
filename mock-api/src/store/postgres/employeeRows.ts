/**
 * The employees' own table (migrations/*_employees.sql) as the store sees it: a store write's new
 * employees (the seed's, a fixture's) go there in the same transaction, with their ids. The calls that
 * add, import, change, switch and remove employees write with their own transactions
 * (employees/repository/postgresEmployeeWrites.ts), with the statements here.
 */
import type { EmployeeFields } from '../../contract';
import type { EmployeeRecord } from '../types';
import { bumpChanges } from './appChanges';
import { isoText, recordsOf, sequencePast } from './typedTable';
import type { Queryable, TypedTable } from './typedTable';

/** The columns of an employee's form, in the order of FIELDS below. */
const FIELD_COLUMNS = [
  'name',
  'surname',
  'country_id',
  'country_code',
  'date_of_birth',
  'id_kind',
  'id_or_pass',
  'mobile',
  'gender',
  'employee_number',
] as const;

/** The form's fields as the calls name them, column by column. */
const FIELDS = [
  'name',
  'surname',
  'country_id',
  'country_code',
  'date_of_birth',
  'isIDOrPass',
  'idOrPass',
  'mobile',
  'gender',
  'employee_number',
] as const satisfies readonly (keyof EmployeeFields)[];

/** The columns' types, for unnest. */
const FIELD_TYPES = ['text', 'text', 'int', 'int', 'date', 'smallint', 'text', 'text', 'smallint', 'text'];

/** The row (alias e) as the API's record. */
export const EMPLOYEE_DOC = `json_build_object('id', e.id, 'emd', e.emd, 'app_id', e.app_id,
  ${FIELDS.map((field, i) => {
    const column = FIELD_COLUMNS[i]!;
    return `'${field}', ${column === 'date_of_birth' ? `to_char(e.${column}, 'YYYY-MM-DD')` : `e.${column}`}`;
  }).join(', ')},
  'user_status', e.user_status, 'created_at', ${isoText('e.created_at')})`;

const fieldValues = (fields: EmployeeFields): unknown[] => FIELDS.map((field) => fields[field]);

/**
 * Inserts employees and moves their apps' counters; answers their ids in order. `withIds`: the records'
 * own ids (the seed's, a fixture's), the table's sequence moved past them; otherwise the table numbers
 * them. An emd the app already has breaks the table's unique key: the caller reads the error.
 */
export async function insertEmployees(
  client: Queryable,
  records: readonly EmployeeRecord[],
  withIds = false,
): Promise<number[]> {
  if (records.length === 0) return [];
  const column = (name: keyof EmployeeRecord): unknown[] => records.map((record) => record[name] ?? null);
  const offset = 5;
  const { rows } = await client.query<{ id: string }>(
    `WITH added AS (
       INSERT INTO employees (id, app_id, emd, user_status, created_at, ${FIELD_COLUMNS.join(', ')})
       SELECT coalesce(n.id, nextval(pg_get_serial_sequence('employees', 'id'))), n.app_id, n.emd, n.user_status,
         n.created_at, ${FIELD_COLUMNS.map((name) => `n.${name}`).join(', ')}
       FROM unnest($1::bigint[], $2::text[], $3::text[], $4::smallint[], $5::timestamptz[],
         ${FIELD_TYPES.map((type, i) => `$${offset + 1 + i}::${type}[]`).join(', ')})
         AS n (id, app_id, emd, user_status, created_at, ${FIELD_COLUMNS.join(', ')})
       RETURNING app_id, id
     ), counted AS (
       ${bumpChanges('employees', 'SELECT app_id FROM added')}
     )
     SELECT id FROM added ORDER BY id`,
    [
      withIds ? column('id') : records.map(() => null),
      column('app_id'),
      column('emd'),
      records.map((record) => record.user_status ?? 0),
      records.map((record) => record.created_at ?? '1970-01-01T00:00:00.000Z'),
      ...FIELDS.map(column),
    ],
  );
  if (withIds)
    await sequencePast(
      client,
      'employees',
      records.map((record) => record.id),
    );
  return rows.map((row) => Number(row.id));
}

/** Replaces the form's fields of the app's ($1) employee with this emd ($2). */
export async function updateEmployee(
  client: Queryable,
  appId: string,
  emd: string,
  fields: EmployeeFields,
): Promise<void> {
  await client.query(
    `WITH changed AS (
       UPDATE employees SET (${FIELD_COLUMNS.join(', ')}) = (${FIELD_COLUMNS.map((_, i) => `$${i + 3}`).join(', ')})
       WHERE app_id = $1 AND emd = $2 RETURNING app_id
     ) ${bumpChanges('employees', 'SELECT app_id FROM changed')}`,
    [appId, emd, ...fieldValues(fields)],
  );
}

/** Sets the user_status of the app's ($1) employee with this emd ($2); false when there is none. */
export async function setEmployeeStatus(
  client: Queryable,
  appId: string,
  emd: string,
  userStatus: number,
): Promise<boolean> {
  const { rows } = await client.query<{ found: boolean }>(
    `WITH changed AS (
       UPDATE employees SET user_status = $3 WHERE app_id = $1 AND emd = $2 RETURNING app_id
     ), counted AS (${bumpChanges('employees', 'SELECT app_id FROM changed')})
     SELECT EXISTS (SELECT 1 FROM changed) AS found`,
    [appId, emd, userStatus],
  );
  return rows[0]?.found === true;
}

/**
 * Removes the app's ($1) employee with this emd ($2), and with them their rows of the typed tables
 * (the foreign keys' cascade; the trigger moves those tables' counters); false when there is none.
 */
export async function deleteEmployee(client: Queryable, appId: string, emd: string): Promise<boolean> {
  const { rows } = await client.query<{ found: boolean }>(
    `WITH gone AS (DELETE FROM employees WHERE app_id = $1 AND emd = $2 RETURNING app_id),
     counted AS (${bumpChanges('employees', 'SELECT app_id FROM gone')})
     SELECT EXISTS (SELECT 1 FROM gone) AS found`,
    [appId, emd],
  );
  return rows[0]?.found === true;
}

/** The employees' table as the store sees it (typedTables.ts). */
export const employees: TypedTable = {
  collection: 'employees',
  table: 'employees',
  docs: `SELECT ${EMPLOYEE_DOC} AS doc FROM employees e ORDER BY e.id`,
  write: async (client, changes) => {
    await insertEmployees(client, recordsOf<EmployeeRecord>(employees, changes), true);
  },
  restore: async (client, records) => {
    await insertEmployees(client, records as EmployeeRecord[], true);
  },
  cascades: true,
};

/** The app's ($1) employees with these emds ($2), in the order added. */
export const EMPLOYEES_OF_EMDS = `SELECT ${EMPLOYEE_DOC} AS doc FROM employees e
  WHERE e.app_id = $1 AND e.emd = ANY($2::text[]) ORDER BY e.id`;

/** The app's employees with these emds, in the order added. */
export const employeesOf = async (
  client: Queryable,
  appId: string,
  emds: readonly string[],
): Promise<EmployeeRecord[]> =>
  emds.length === 0
    ? []
    : (await client.query<{ doc: EmployeeRecord }>(EMPLOYEES_OF_EMDS, [appId, emds])).rows.map((row) => row.doc);
