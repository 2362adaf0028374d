/**
 * Test data the calls cannot write: a stored employee's fields changed in place (a mobile, a status,
 * a name), on either store. On PostgreSQL employees are a table of their own (issue 33): the change
 * is the table's own update, which moves the app's counter as every write does.
 */
import type { TestServer } from './harness';
import { editStore } from './harness';
import { EMPLOYEE_DOC, setEmployeeStatus, updateEmployee } from '../store/postgres/employeeRows';
import type { EmployeeRecord } from '../store/types';

export type EmployeeChange = Partial<Omit<EmployeeRecord, 'id' | 'emd' | 'app_id' | 'created_at'>>;

export async function changeEmployee(
  server: TestServer,
  appId: string,
  emd: string,
  change: EmployeeChange,
): Promise<void> {
  const pool = server.sqlPool();
  if (!pool) {
    await editStore(server, (draft) => {
      const employee = draft.employees.find((one) => one.app_id === appId && one.emd === emd);
      if (!employee) throw new Error(`no employee ${emd} in ${appId}`);
      Object.assign(employee, change);
    });
    return;
  }
  const { rows } = await pool.query<{ doc: EmployeeRecord }>(
    `SELECT ${EMPLOYEE_DOC} AS doc FROM employees e WHERE e.app_id = $1 AND e.emd = $2`,
    [appId, emd],
  );
  const employee = rows[0]?.doc;
  if (!employee) throw new Error(`no employee ${emd} in ${appId}`);
  const { user_status, ...fields } = { ...employee, ...change };
  await updateEmployee(pool, appId, emd, fields);
  await setEmployeeStatus(pool, appId, emd, user_status);
}
