/**
 * My shifts (issue 31): the employee's days on Published rosters only (a Draft is nobody's day at
 * work yet) in a span of days, every shift and site of the app: date, site, shift, times, position
 * and who else works that shift that day; for today and the days before, the day's attendance and
 * the minutes worked as the timesheet counts them (clock records, or the manager's approval).
 */
import type { MyShift } from '../contract';
import type { TimesheetAsk, TimesheetView } from '../attendance/repository/attendanceRepository';
import { isPublished } from '../rosters/publish/publishState';
import type { DbState, RosterRecord } from '../store/types';

export interface ShiftsAsk {
  appId: string;
  emd: string;
  from: string;
  to: string;
  nowMs: number;
}

const minutesOf = (start: string, end: string): number => {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const span = toMinutes(end) - toMinutes(start);
  return span <= 0 ? span + 24 * 60 : span;
};

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/**
 * `state`: the app's sites and shifts with the rosters the employee is on over the span; `sheetOf`: a shift's
 * timesheet (the attendance repository's), for the days gone by.
 */
export async function myShifts(
  state: Pick<DbState, 'rosters' | 'sites' | 'shifts'>,
  { appId, emd, from, to, nowMs }: ShiftsAsk,
  sheetOf: (ask: TimesheetAsk) => Promise<TimesheetView | undefined>,
): Promise<MyShift[]> {
  const today = new Date(nowMs).toISOString().slice(0, 10);
  const shifts: MyShift[] = [];
  const mine = (roster: RosterRecord) =>
    roster.app_id === appId &&
    isPublished(roster) &&
    roster.result !== null &&
    roster.model !== null &&
    roster.end_date >= from &&
    roster.start_date <= to &&
    roster.result.assignments.some((one) => one.employeeId === emd && one.date >= from && one.date <= to);
  for (const roster of state.rosters.filter(mine)) {
    const { model, result } = roster;
    if (!model || !result) continue;
    const site = state.sites.find((one) => one.app_id === appId && one.sd === roster.std);
    const shift = state.shifts.find((one) => one.app_id === appId && one.sftd === roster.sftd);
    const times = model.shiftTimes ?? (shift ? { start: shift.start_time, end: shift.end_time } : null);
    if (!shift || !times?.start || !times.end) continue;
    const names = new Map(model.employees.map((one) => [one.id, `${one.name} ${one.surname}`.trim()]));
    const positions = new Map(model.positions.map((one) => [one.id, one.name]));
    const days = result.assignments.filter((one) => one.employeeId === emd && one.date >= from && one.date <= to);
    const past = days.filter((one) => one.date <= today).map((one) => one.date);
    const attendance = new Map(
      past.length === 0
        ? []
        : (
            (
              await sheetOf({
                appId,
                std: roster.std,
                sftd: shift.sftd,
                from: past.reduce((a, b) => (a < b ? a : b)),
                to: past.reduce((a, b) => (a > b ? a : b)),
                nowMs,
              })
            )?.employees.find((row) => row.empd === emd)?.days ?? []
          ).map((day) => [day.date, day]),
    );
    for (const day of days) {
      const coworkers = result.assignments
        .filter((one) => one.date === day.date && one.employeeId !== emd)
        .map((one) => names.get(one.employeeId) ?? '')
        .filter(Boolean)
        .sort(byName);
      const sheet = attendance.get(day.date);
      const status =
        day.date > today
          ? 'coming'
          : sheet?.status === 'present' || sheet?.status === 'absent'
            ? sheet.status
            : 'expected';
      shifts.push({
        date: day.date,
        site_name: site?.name ?? '',
        shift_name: shift.name,
        start_time: times.start,
        end_time: times.end,
        position_name: positions.get(day.positionId) ?? '',
        coworkers,
        rostered_minutes: sheet?.rostered_minutes || minutesOf(times.start, times.end),
        worked_minutes: day.date > today ? null : (sheet?.worked_minutes ?? 0),
        status,
      });
    }
  }
  return shifts.sort((a, b) => a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time));
}
