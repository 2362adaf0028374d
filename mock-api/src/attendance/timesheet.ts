/**
 * The timesheet of one shift of a site for a period (issue 20): per employee and day, the rostered
 * minutes of a Published roster against the minutes clocked (dayAttendance.ts), with what is out of
 * the ordinary (absent, late, early leave, missing clock-out, unrostered work) and the day's approval
 * with its history. An employee shows when they have a day in the period: rostered on the shift,
 * clocked at the site without a rostered shift while on the shift's employees, or approved. Times are
 * the site's wall clock, whose offset the site's latest clock record tells (UTC without one).
 */
import { addDays } from '../employees/days';
import type { TimesheetApproval, TimesheetDay, TimesheetRow } from '../contract';
import type { ClockRecord, DbState, ShiftRecord, TimesheetApprovalRecord } from '../store/types';
import { shiftAttendance, unrosteredWork } from './dayAttendance';
import type { Clock } from './dayAttendance';
import { siteShiftDays } from './rosteredShifts';
import { wallClockAt } from './siteClock';

/** The records a timesheet is read from (all of the site, or just those of the shift and period). */
export type TimesheetState = Pick<
  DbState,
  'rosters' | 'shifts' | 'clock_records' | 'timesheet_approvals' | 'employees' | 'shift_employees'
>;

export interface TimesheetQuery {
  appId: string;
  std: string;
  shift: ShiftRecord;
  /** YYYY-MM-DD, both in. */
  from: string;
  to: string;
  nowMs: number;
}

const approvalOf = (record: TimesheetApprovalRecord): TimesheetApproval => ({
  minutes: record.minutes,
  reason: record.reason,
  by: record.by_name,
  at: record.at,
});

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** The site's wall clock now: by the offset of its latest clock record. */
function siteNow(clocks: readonly ClockRecord[], nowMs: number): string {
  let latest: ClockRecord | undefined;
  for (const record of clocks) if (!latest || record.instant > latest.instant) latest = record;
  return wallClockAt(nowMs, latest?.offset_minutes ?? 0);
}

export function timesheetOf(state: TimesheetState, query: TimesheetQuery): TimesheetRow[] {
  const { appId, std, shift, from, to, nowMs } = query;
  const sftd = shift.sftd;
  const siteClocks = state.clock_records.filter((record) => record.app_id === appId && record.std === std);
  const now = siteNow(siteClocks, nowMs);
  const clocksOf = new Map<string, Clock[]>();
  const unrosteredClocksOf = new Map<string, Clock[]>();
  for (const record of siteClocks) {
    if (record.sftd !== sftd && record.sftd !== '') continue;
    const date = record.at.slice(0, 10);
    if (date < addDays(from, -1) || date > addDays(to, 1)) continue;
    const clock = { kind: record.kind, at: record.at };
    clocksOf.set(record.emd, [...(clocksOf.get(record.emd) ?? []), clock]);
    if (record.sftd === '') unrosteredClocksOf.set(record.emd, [...(unrosteredClocksOf.get(record.emd) ?? []), clock]);
  }
  const rostered = siteShiftDays(state, appId, std, from, to).filter((day) => day.sftd === sftd);
  const days = new Map<string, Map<string, TimesheetDay>>();
  const daysOf = (emd: string): Map<string, TimesheetDay> => {
    let ofEmployee = days.get(emd);
    if (!ofEmployee) days.set(emd, (ofEmployee = new Map<string, TimesheetDay>()));
    return ofEmployee;
  };
  const blank = (date: string): TimesheetDay => ({
    date,
    rostered_minutes: 0,
    worked_minutes: 0,
    status: 'off',
    late: 0,
    early_leave: 0,
    missing_out: 0,
    first_in: '',
    last_out: '',
    approval: null,
    history: [],
  });
  for (const day of rostered) {
    const attendance = shiftAttendance(day, clocksOf.get(day.emd) ?? [], now);
    daysOf(day.emd).set(day.date, {
      ...blank(day.date),
      rostered_minutes: attendance.rosteredMinutes,
      worked_minutes: attendance.workedMinutes,
      status: attendance.status,
      late: flag(attendance.late),
      early_leave: flag(attendance.earlyLeave),
      missing_out: flag(attendance.missingOut),
      first_in: attendance.firstIn,
      last_out: attendance.lastOut,
    });
  }
  const onShift = new Set(
    state.shift_employees
      .filter((record) => record.app_id === appId && record.sftd === sftd)
      .map((record) => record.emd),
  );
  for (const [emd, clocks] of unrosteredClocksOf) {
    if (!onShift.has(emd)) continue;
    const rosteredOf = rostered.filter((day) => day.emd === emd);
    for (let date = from; date <= to; date = addDays(date, 1)) {
      const spans = unrosteredWork(date, rosteredOf, clocks, now);
      if (spans.length === 0 || daysOf(emd).has(date)) continue;
      daysOf(emd).set(date, {
        ...blank(date),
        worked_minutes: spans.reduce((sum, span) => sum + span.minutes, 0),
        status: 'unrostered',
        first_in: spans[0]!.from,
        last_out: spans[spans.length - 1]!.to,
      });
    }
  }
  const approvals = state.timesheet_approvals
    .filter((record) => record.app_id === appId && record.sftd === sftd && record.date >= from && record.date <= to)
    .sort((a, b) => b.id - a.id);
  for (const record of approvals) {
    const ofEmployee = daysOf(record.emd);
    const day = ofEmployee.get(record.date) ?? blank(record.date);
    if (!day.approval) day.approval = approvalOf(record);
    day.history.push(approvalOf(record));
    ofEmployee.set(record.date, day);
  }
  const rows: TimesheetRow[] = [];
  for (const [emd, ofEmployee] of days) {
    const employee = state.employees.find((candidate) => candidate.app_id === appId && candidate.emd === emd);
    if (!employee) continue;
    rows.push({
      empd: emd,
      name: employee.name,
      surname: employee.surname,
      employee_number: employee.employee_number,
      days: [...ofEmployee.values()].sort((a, b) => (a.date < b.date ? -1 : 1)),
    });
  }
  const key = (row: TimesheetRow) => `${row.name} ${row.surname}`.toLowerCase();
  return rows.sort((a, b) => key(a).localeCompare(key(b)) || (a.empd < b.empd ? -1 : 1));
}
