/**
 * An employee record as the add call stores one, for tests that put records straight into a store:
 * every field typed as the employees' table holds it (issue 33), so it is the same on both stores.
 */
import { insertEmployees } from '../store/postgres/employeeRows';
import type { Queryable } from '../store/postgres/typedTable';
import type { EmployeeRecord } from '../store/types';

export const testEmployee = (
  id: number,
  appId: string,
  emd: string,
  fields: Partial<EmployeeRecord> = {},
): EmployeeRecord => ({
  id,
  emd,
  app_id: appId,
  name: `Name${id}`,
  surname: `Surname${id}`,
  country_id: 209,
  country_code: 27,
  date_of_birth: '1990-01-01',
  isIDOrPass: 1,
  idOrPass: '',
  mobile: `07${String(id).padStart(8, '0')}`,
  gender: id % 2 === 0 ? 2 : 1,
  employee_number: '',
  user_status: 0,
  created_at: '2026-02-01T08:00:00.000Z',
  ...fields,
});

/** Employees of these emds of the app written straight into the employees' table (the rows other tables' rows refer to). */
export async function insertTestEmployees(
  client: Queryable,
  appId: string,
  emds: readonly string[],
  firstId = 95_000,
): Promise<void> {
  await insertEmployees(
    client,
    emds.map((emd, i) => testEmployee(firstId + i, appId, emd)),
    true,
  );
}
