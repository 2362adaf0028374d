/**
 * A Published roster's attendance for its summary (issue 20): over its rostered days so far, how
 * many were present, absent, late, left early or without a clock-out, how many are still to come,
 * and the hours worked (a day's approved minutes where a manager approved it) against the hours
 * rostered. Read from the shift's timesheet of the roster's period (timesheet.ts).
 */
import type { RosterAttendance, TimesheetRow } from '../contract';

export function rosterAttendanceOf(rows: readonly TimesheetRow[]): RosterAttendance {
  const totals: RosterAttendance = {
    present: 0,
    absent: 0,
    late: 0,
    early_leave: 0,
    missing_out: 0,
    expected: 0,
    worked_minutes: 0,
    rostered_minutes: 0,
  };
  for (const row of rows)
    for (const day of row.days) {
      if (day.rostered_minutes === 0) continue;
      totals.rostered_minutes += day.rostered_minutes;
      totals.worked_minutes += day.approval?.minutes ?? day.worked_minutes;
      if (day.status === 'present') totals.present += 1;
      else if (day.status === 'absent') totals.absent += 1;
      else if (day.status === 'expected') totals.expected += 1;
      totals.late += day.late;
      totals.early_leave += day.early_leave;
      totals.missing_out += day.missing_out;
    }
  return totals;
}
