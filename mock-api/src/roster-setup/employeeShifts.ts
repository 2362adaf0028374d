/**
 * The shifts an employee is a shift employee of, on any site of the app (live shifts of existing
 * sites): what their forbidden successions choose from, by site name then shift name.
 */
import type { EmployeeShiftOption } from '../contract';
import type { DbState } from '../store/types';
import { liveShiftOf } from './positions';

export function employeeShifts(state: DbState, appId: string, emd: string): EmployeeShiftOption[] {
  const options = new Map<string, EmployeeShiftOption>();
  for (const record of state.shift_employees ?? []) {
    if (record.app_id !== appId || record.emd !== emd || options.has(record.sftd)) continue;
    const shift = liveShiftOf(state, appId, record.std, record.sftd);
    const site = state.sites.find((candidate) => candidate.app_id === appId && candidate.sd === record.std);
    if (!shift || !site) continue;
    options.set(shift.sftd, { sftd: shift.sftd, shift_name: shift.name, std: site.sd, site_name: site.name });
  }
  return [...options.values()].sort(
    (a, b) => a.site_name.localeCompare(b.site_name) || a.shift_name.localeCompare(b.shift_name),
  );
}
