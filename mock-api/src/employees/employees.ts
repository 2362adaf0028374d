/**
 * Employees of an app (spec 001 section 3): look-ups, the stored fields of a validated
 * `employee` object and the answer shape. Everything is scoped to the app's public app_id.
 */
import { EMPLOYEE_ACTIVE, EmployeeSwitch } from '../contract';
import type { Employee, EmployeeFields, GenderCode, IdKind } from '../contract';
import { snapshotMemo } from '../store/snapshotMemo';
import type { DbState, EmployeeRecord } from '../store/types';
import type { Figures } from './attendance';
import { NO_FIGURES } from './attendance';

/** The app's employees, in stored order (computed once per state: do not change the array). */
export const appEmployees = (state: DbState, appId: string): readonly EmployeeRecord[] =>
  snapshotMemo([state.employees], appId, () => state.employees.filter((employee) => employee.app_id === appId));

export const findEmployee = (state: DbState, appId: string, emd: string): EmployeeRecord | undefined =>
  state.employees.find((employee) => employee.app_id === appId && employee.emd === emd);

/** What the employee schema answers (strings trimmed, codes cast to numbers). */
export interface EmployeeInput {
  name: string;
  surname: string;
  country_id: number;
  country_code: number;
  date_of_birth: string;
  mobile: string;
  gender: number;
  isIDOrPass: number;
  idOrPass?: string;
  employee_number?: string;
}

/** The stored fields of a validated employee. */
export const employeeFields = (input: EmployeeInput): EmployeeFields => ({
  name: input.name.trim(),
  surname: input.surname.trim(),
  country_id: input.country_id,
  country_code: input.country_code,
  date_of_birth: input.date_of_birth.trim(),
  isIDOrPass: input.isIDOrPass as IdKind,
  idOrPass: (input.idOrPass ?? '').trim(),
  mobile: input.mobile.trim(),
  gender: input.gender as GenderCode,
  employee_number: (input.employee_number ?? '').trim(),
});

/** The user_status a status switch sets: 5 activates (0), 10 deactivates (10). */
export const statusOfSwitch = (s_sts: number): number =>
  s_sts === EmployeeSwitch.DEACTIVATE ? EmployeeSwitch.DEACTIVATE : EMPLOYEE_ACTIVE;

/** "Name Surname", as the search and the confirmations show it. */
export const fullName = (employee: Pick<EmployeeFields, 'name' | 'surname'>): string =>
  `${employee.name} ${employee.surname}`.trim();

export const toEmployee = (record: EmployeeRecord, figures: Figures = NO_FIGURES, hasImage: 0 | 1 = 0): Employee => ({
  id: record.id,
  emd: record.emd,
  name: record.name,
  surname: record.surname,
  country_id: record.country_id,
  country_code: record.country_code,
  date_of_birth: record.date_of_birth,
  isIDOrPass: record.isIDOrPass,
  idOrPass: record.idOrPass,
  mobile: record.mobile,
  gender: record.gender,
  employee_number: record.employee_number,
  user_status: record.user_status,
  days_present: figures.days_present,
  days_absent: figures.days_absent,
  perfomance: figures.perfomance,
  hasImage,
});
