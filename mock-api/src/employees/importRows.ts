/**
 * The CSV import (/api/empl/765464): a batch of up to 100 rows of one country, each answered
 * with a status of its own, in order:
 *  - VALIDATION_ERROR: the row breaks an employee rule (the add form's schema: name and surname
 *    2-100, date of birth YYYY-MM-DD, mobile 2-10, gender 1 or 2, ID type 1 or 2 with an empty
 *    ID type read as 1 = ID; ID and employee number optional). Texts are trimmed first.
 *  - EMPLOYEE_WITH_SAME_DETAILS_EXIST: a stored employee, or an earlier imported row of the same
 *    batch, has the same details (sameDetails.ts).
 *  - EMPLOYEE_MAX_LICENSED_EXCEEDED: the licence is full; rows before the cap are kept.
 *  - SUCCESS: stored, active, with created_at strictly increasing in row order.
 * The plan is made against an index of the app's employees (O(rows + employees)); the
 * repository writes the stored rows in one transaction.
 */
import type { ValidationError } from 'yup';
import { EmployeeStatus, IdKindCode, Status } from '../contract';
import type { EmployeeFields, ImportResult, ImportRow } from '../contract';
import { employeeSchema } from '@times/shared-sdk/schemas';
import type { AppRecord, EmployeeRecord } from '../store/types';
import { newEmployee } from './employeeDecisions';
import type { AppEmployeesBase } from './employeeDecisions';
import { employeeFields } from './employees';
import { employeeRoom } from './licence';

export interface ImportCountry {
  country_id: number;
  country_code: number;
}

/** The row as an `employee` object: texts trimmed, an empty ID type read as ID. */
const asEmployee = (row: ImportRow, country: ImportCountry) => ({
  name: String(row.name).trim(),
  surname: String(row.surname).trim(),
  date_of_birth: String(row.date_of_birth).trim(),
  mobile: String(row.mobile).trim(),
  gender: String(row.gender).trim(),
  employee_number: String(row.employee_number).trim(),
  isIDOrPass: String(row.isIDOrPass).trim() || String(IdKindCode.ID),
  idOrPass: String(row.idOrPass).trim(),
  ...country,
});

/** The stored fields of a valid row; null when it breaks an employee rule. */
export function rowFields(row: ImportRow, country: ImportCountry): EmployeeFields | null {
  try {
    return employeeFields(employeeSchema.validateSync(asEmployee(row, country), { stripUnknown: true }));
  } catch (error) {
    if ((error as ValidationError).name === 'ValidationError') return null;
    throw error;
  }
}

export interface ImportBatch {
  app: AppRecord;
  /** The app's employees the rows are checked against (employeeDecisions.ts); it moves on with each stored row. */
  base: AppEmployeesBase;
  /** The record id and public id of the next stored row. */
  nextIds: () => { id: number; emd: string };
  rows: readonly ImportRow[];
  country: ImportCountry;
  nowMs: number;
}

export interface ImportPlan {
  results: ImportResult[];
  created: EmployeeRecord[];
}

export function planImport({ app, base, nextIds, rows, country, nowMs }: ImportBatch): ImportPlan {
  const results: ImportResult[] = [];
  const created: EmployeeRecord[] = [];
  for (const row of rows) {
    const fields = rowFields(row, country);
    const status = !fields
      ? Status.VALIDATION_ERROR
      : base.details.taken(fields)
        ? EmployeeStatus.EMPLOYEE_WITH_SAME_DETAILS_EXIST
        : employeeRoom(app, base.count) === 0
          ? EmployeeStatus.EMPLOYEE_MAX_LICENSED_EXCEEDED
          : EmployeeStatus.SUCCESS;
    results.push({ ...row, status });
    if (!fields || status !== EmployeeStatus.SUCCESS) continue;
    created.push(newEmployee(app, base, fields, nextIds(), nowMs));
  }
  return { results, created };
}
