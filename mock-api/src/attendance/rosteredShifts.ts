/**
 * The shifts the published rosters of a site give an employee, as attendance reads them: the
 * roster day with the shift's times (those the roster was calculated with, else the shift's own).
 * Only Published rosters count: a draft is not yet anyone's day at work.
 */
import type { DbState, RosterRecord, ShiftRecord } from '../store/types';
import { isPublished } from '../rosters/publish/publishState';
import type { RosteredShift } from './dayAttendance';

export interface SiteShiftDay extends RosteredShift {
  sftd: string;
  /** The shift's name. */
  shift: string;
  emd: string;
}

type RosterState = Pick<DbState, 'rosters' | 'shifts'>;

const timesOf = (roster: RosterRecord, shift: ShiftRecord | undefined): { start: string; end: string } | null => {
  const times = roster.model?.shiftTimes ?? (shift ? { start: shift.start_time, end: shift.end_time } : null);
  return times && times.start && times.end ? times : null;
};

/**
 * Every rostered day at site `std` of the app between `from` and `to` (YYYY-MM-DD, both in), of
 * the employee `emd` or of everyone (emd undefined).
 */
export function siteShiftDays(
  state: RosterState,
  appId: string,
  std: string,
  from: string,
  to: string,
  emd?: string,
): SiteShiftDay[] {
  const days: SiteShiftDay[] = [];
  for (const roster of state.rosters) {
    if (roster.app_id !== appId || roster.std !== std || !roster.result || !isPublished(roster)) continue;
    if (roster.end_date < from || roster.start_date > to) continue;
    const shift = state.shifts.find((candidate) => candidate.app_id === appId && candidate.sftd === roster.sftd);
    const times = timesOf(roster, shift);
    if (!times) continue;
    for (const assignment of roster.result.assignments) {
      if (assignment.date < from || assignment.date > to) continue;
      if (emd !== undefined && assignment.employeeId !== emd) continue;
      days.push({
        date: assignment.date,
        start: times.start,
        end: times.end,
        sftd: roster.sftd,
        shift: shift?.name ?? '',
        emd: assignment.employeeId,
      });
    }
  }
  return days;
}
