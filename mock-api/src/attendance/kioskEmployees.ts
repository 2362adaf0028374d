/**
 * Whom a site's kiosk may clock: the app's active employees on a shift of the site, each once, by
 * name and surname (then emd, so the order is the same on every store).
 */
import type { KioskEmployee } from '../contract';
import type { EmployeeRecord, ShiftEmployeeRecord } from '../store/types';

export function kioskEmployeesOf(
  onSite: readonly Pick<ShiftEmployeeRecord, 'emd'>[],
  employees: readonly EmployeeRecord[],
): KioskEmployee[] {
  const emds = new Set(onSite.map((record) => record.emd));
  const seen = new Set<string>();
  const rows: KioskEmployee[] = [];
  for (const employee of employees) {
    if (!emds.has(employee.emd) || employee.user_status !== 0 || seen.has(employee.emd)) continue;
    seen.add(employee.emd);
    rows.push({
      empd: employee.emd,
      name: employee.name,
      surname: employee.surname,
      employee_number: employee.employee_number,
    });
  }
  const key = (row: KioskEmployee) => `${row.name} ${row.surname}`.toLowerCase();
  return rows.sort((a, b) => key(a).localeCompare(key(b)) || (a.empd < b.empd ? -1 : a.empd > b.empd ? 1 : 0));
}
