/**
 * "Employee with same details exist" (EMPLOYEE_WITH_SAME_DETAILS_EXIST): another employee of the
 * app has
 *  - the same employee number (when given), or
 *  - the same ID or passport number (when given, whichever kind), or
 *  - the same name, surname and date of birth.
 * Texts compare trimmed, inner spaces collapsed and in any case. An index of these keys (a Map
 * to the emd holding each) answers the check in O(1), so an import batch stays linear. An
 * update builds the index without the employee being updated.
 */
import type { EmployeeFields } from '../contract';

/** A detail as it is compared. */
export const normalizeDetail = (value: string): string => value.trim().replace(/\s+/g, ' ').toLowerCase();

const norm = normalizeDetail;

export type DetailFields = Pick<EmployeeFields, 'name' | 'surname' | 'date_of_birth' | 'idOrPass' | 'employee_number'>;

/** The keys an employee holds: one per identifying detail it has. */
export function detailKeys(fields: DetailFields): string[] {
  const keys = [`person:${norm(fields.name)}|${norm(fields.surname)}|${norm(fields.date_of_birth)}`];
  const number = norm(fields.employee_number);
  if (number) keys.push(`number:${number}`);
  const id = norm(fields.idOrPass);
  if (id) keys.push(`id:${id}`);
  return keys;
}

export class DetailsIndex {
  /** Detail key to the emd of the (first) employee holding it. */
  private readonly holders = new Map<string, string>();

  constructor(employees: readonly (DetailFields & { emd: string })[] = []) {
    for (const employee of employees) this.add(employee, employee.emd);
  }

  add(fields: DetailFields, emd: string): void {
    for (const key of detailKeys(fields)) if (!this.holders.has(key)) this.holders.set(key, emd);
  }

  /** An indexed employee holds one of the details. */
  taken(fields: DetailFields): boolean {
    return detailKeys(fields).some((key) => this.holders.has(key));
  }
}
