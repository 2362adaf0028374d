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
 * The plan is made against an index of the app's employees (O(rows + employees)); the route
 * writes the stored rows with one store update.
 */
import type { ValidationError } from 'yup';
import { EMPLOYEE_ACTIVE, EmployeeStatus, IdKindCode, Status } from '../contract';
import type { EmployeeFields, ImportResult, ImportRow } from '../contract';
import { isoAt } from '../routes/context';
import { employeeSchema } from '@times/shared-sdk/schemas';
import type { AppRecord, EmployeeRecord } from '../store/types';
import { nextId } from '../store/types';
import { newestCreatedMs, nextCreatedMs } from './createdAt';
import { employeeFields } from './employees';
import { employeeRoom } from './licence';
import { freshId } from './publicIds';
import { DetailsIndex } from './sameDetails';

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
  /** Every stored employee (all apps: public ids and record ids are unique across them). */
  allEmployees: readonly EmployeeRecord[];
  rows: readonly ImportRow[];
  country: ImportCountry;
  nowMs: number;
}

export interface ImportPlan {
  results: ImportResult[];
  created: EmployeeRecord[];
}

export function planImport({ app, allEmployees, rows, country, nowMs }: ImportBatch): ImportPlan {
  const own = allEmployees.filter((employee) => employee.app_id === app.app_id);
  const details = new DetailsIndex(own);
  const emds = new Set(allEmployees.map((employee) => employee.emd));
  let room = employeeRoom(app, own.length);
  let id = nextId(allEmployees);
  let createdMs = newestCreatedMs(own);

  const results: ImportResult[] = [];
  const created: EmployeeRecord[] = [];
  for (const row of rows) {
    const fields = rowFields(row, country);
    const status = !fields
      ? Status.VALIDATION_ERROR
      : details.taken(fields)
        ? EmployeeStatus.EMPLOYEE_WITH_SAME_DETAILS_EXIST
        : room === 0
          ? EmployeeStatus.EMPLOYEE_MAX_LICENSED_EXCEEDED
          : EmployeeStatus.SUCCESS;
    results.push({ ...row, status });
    if (!fields || status !== EmployeeStatus.SUCCESS) continue;
    createdMs = nextCreatedMs(createdMs, nowMs);
    const record: EmployeeRecord = {
      id: id++,
      emd: freshId(emds),
      app_id: app.app_id,
      ...fields,
      user_status: EMPLOYEE_ACTIVE,
      created_at: isoAt(createdMs),
    };
    details.add(record, record.emd);
    created.push(record);
    room -= 1;
  }
  return { results, created };
}
