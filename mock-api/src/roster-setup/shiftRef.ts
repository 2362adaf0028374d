/**
 * The shift a roster-setup call names ({std, sftd}) and the shift employees assigned to it.
 * shift_employees is written by the shift-employees calls; it is read loosely here (a missing
 * collection is empty) and counted by sftd.
 */
import { isLive } from '../shifts/shifts';
import { recordsOf } from '../store/collections';
import type { DbState, ShiftRecord } from '../store/types';

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

/** The shift employees of a shift: their number and genders (the record's gender, else the employee's). */
export function shiftEmployeeTotals(state: DbState, appId: string, sftd: string): ShiftEmployeeTotals {
  const records = recordsOf(state, 'shift_employees').filter(
    (record) => record.sftd === sftd && (record.app_id === undefined || record.app_id === appId),
  );
  const genderOf = (record: (typeof records)[number]): unknown =>
    record.gender ??
    state.employees.find((employee) => employee.app_id === appId && employee.emd === record.emd)?.gender;
  const genders = records.map(genderOf);
  return {
    ttl_employees: records.length,
    ttl_males: genders.filter((gender) => Number(gender) === 1).length,
    ttl_females: genders.filter((gender) => Number(gender) === 2).length,
  };
}
