/**
 * Whom a site's kiosk may clock: the app's active employees on a shift of the site, each once, by
 * name and surname (then emd, so the order is the same on every store), each clocked in when their
 * latest clock record at the site is a clock-in still open (recordClock.ts OPEN_CLOCK_IN_MINUTES),
 * with the face descriptors their face is recognised by.
 */
import type { KioskEmployee } from '../contract';
import type { ClockRecord, EmployeeRecord, FaceDescriptorRecord, ShiftEmployeeRecord } from '../store/types';

/** The clock records a kiosk reads: the site's since the earliest clock-in that may still be open. */
export type RecentClock = Pick<ClockRecord, 'emd' | 'kind' | 'instant' | 'id'>;

/** The emds whose latest recent record is a clock-in (records of one instant: the later written). */
function clockedIn(recent: readonly RecentClock[]): Set<string> {
  const latest = new Map<string, RecentClock>();
  for (const record of recent) {
    const seen = latest.get(record.emd);
    if (!seen || record.instant > seen.instant || (record.instant === seen.instant && record.id > seen.id))
      latest.set(record.emd, record);
  }
  return new Set([...latest.values()].filter((record) => record.kind === 'in').map((record) => record.emd));
}

export function kioskEmployeesOf(
  onSite: readonly Pick<ShiftEmployeeRecord, 'emd'>[],
  employees: readonly EmployeeRecord[],
  recent: readonly RecentClock[],
  faces: readonly Pick<FaceDescriptorRecord, 'emd' | 'descriptors'>[],
): KioskEmployee[] {
  const inNow = clockedIn(recent);
  const descriptorsOf = new Map(faces.map((face) => [face.emd, face.descriptors]));
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
      clocked_in: inNow.has(employee.emd) ? 1 : 0,
      descriptors: descriptorsOf.get(employee.emd) ?? [],
    });
  }
  const key = (row: KioskEmployee) => `${row.name} ${row.surname}`.toLowerCase();
  return rows.sort((a, b) => key(a).localeCompare(key(b)) || (a.empd < b.empd ? -1 : a.empd > b.empd ? 1 : 0));
}
