/**
 * What an add and an import decide, the same on both stores: the same details first, then the
 * licence, then the record with its created_at after the app's newest. They decide on a base of the
 * app's employees: all of them on the embedded store; on PostgreSQL its count and newest, and those
 * holding one of the details asked about (postgresEmployeeWrites.ts), under the app's lock.
 */
import { EMPLOYEE_ACTIVE } from '../contract';
import type { EmployeeFields } from '../contract';
import { isoAt } from '../routes/context';
import type { AppRecord, EmployeeRecord } from '../store/types';
import { newestCreatedMs, nextCreatedMs } from './createdAt';
import { employeeRoom } from './licence';
import { DetailsIndex } from './sameDetails';
import type { EmployeeAdd } from './repository/employeeRepository';

export interface AppEmployeesBase {
  /** The details the app's employees hold (at least those of the details asked about). */
  details: DetailsIndex;
  /** How many employees the app has. */
  count: number;
  /** The newest created_at (ms) among them; -Infinity for none. */
  newestMs: number;
}

/** The base of the app's employees, from all of them. */
export const baseOfEmployees = (employees: readonly EmployeeRecord[]): AppEmployeesBase => ({
  details: new DetailsIndex(employees),
  count: employees.length,
  newestMs: newestCreatedMs(employees),
});

/** A new active employee of the app, created after the base's newest (the base moves on: a batch's next row). */
export function newEmployee(
  app: AppRecord,
  base: AppEmployeesBase,
  fields: EmployeeFields,
  ids: { id: number; emd: string },
  nowMs: number,
): EmployeeRecord {
  base.newestMs = nextCreatedMs(base.newestMs, nowMs);
  base.count += 1;
  const record: EmployeeRecord = {
    ...ids,
    app_id: app.app_id,
    ...fields,
    user_status: EMPLOYEE_ACTIVE,
    created_at: isoAt(base.newestMs),
  };
  base.details.add(record, record.emd);
  return record;
}

/** Whether an add may store the employee: the same details first, then the licence. */
export function addRefusal(app: AppRecord, base: AppEmployeesBase, fields: EmployeeFields): EmployeeAdd | null {
  if (base.details.taken(fields)) return { status: 'EMPLOYEE_WITH_SAME_DETAILS_EXIST' };
  if (employeeRoom(app, base.count) === 0) return { status: 'EMPLOYEE_MAX_LICENSED_EXCEEDED' };
  return null;
}
