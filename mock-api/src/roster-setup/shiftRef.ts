/**
 * The shift a roster-setup call names ({std, sftd}) and the number of shift employees assigned to it.
 */
import { isLive } from '../shifts/shifts';
import type { DbState, ShiftRecord } from '../store/types';
import { shiftEmployeesOf } from './positions';

/** The app's shift `sftd` on the app's site `std`; undefined (INVALID_SHIFT_DETAILS) otherwise, or when deleted and `live`. */
export function findSiteShift(
  state: DbState,
  appId: string,
  std: string,
  sftd: string,
  live = false,
): ShiftRecord | undefined {
  const site = state.sites.find((candidate) => candidate.app_id === appId && candidate.sd === std);
  if (!site) return undefined;
  const shift = state.shifts.find(
    (candidate) => candidate.app_id === appId && candidate.std === std && candidate.sftd === sftd,
  );
  return shift && (!live || isLive(shift)) ? shift : undefined;
}

/**
 * The app's shifts `sftd` on its site `std`, in stored order ([] when the app has no site `std`):
 * what a repository reads for the two checks below.
 */
export function shiftsOnSite(state: DbState, appId: string, std: string, sftd: string): ShiftRecord[] {
  if (!state.sites.some((candidate) => candidate.app_id === appId && candidate.sd === std)) return [];
  return state.shifts.filter(
    (candidate) => candidate.app_id === appId && candidate.std === std && candidate.sftd === sftd,
  );
}

/** findSiteShift on the shifts of shiftsOnSite: the first, when live or `live` is not asked for. */
export function siteShiftAmong(named: readonly ShiftRecord[], live = false): ShiftRecord | undefined {
  const shift = named[0];
  return shift && (!live || isLive(shift)) ? shift : undefined;
}

/** positions.ts liveShiftOf on the shifts of shiftsOnSite: the first live one. */
export const liveShiftAmong = (named: readonly ShiftRecord[]): ShiftRecord | undefined => named.find(isLive);

export interface ShiftEmployeeTotals {
  ttl_employees: number;
  ttl_males: number;
  ttl_females: number;
}

/** The shift employees of a shift: their number and their employees' genders. */
export function shiftEmployeeTotals(state: DbState, appId: string, sftd: string): ShiftEmployeeTotals {
  const genders = shiftEmployeesOf(state, appId, sftd).map(
    (record) => state.employees.find((employee) => employee.app_id === appId && employee.emd === record.emd)?.gender,
  );
  return {
    ttl_employees: genders.length,
    ttl_males: genders.filter((gender) => Number(gender) === 1).length,
    ttl_females: genders.filter((gender) => Number(gender) === 2).length,
  };
}
