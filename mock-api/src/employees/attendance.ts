/**
 * The list figures of an employee (days_present, days_absent, perfomance) from the app's
 * `attendance` records (a day present 1 or 0; the timesheet writes them, the demo seed has some).
 *
 * The window is "the last 30 days of recorded attendance": the 30 calendar days ending at the
 * app's latest attendance day that is not after today. Where attendance is recorded every day
 * that is simply the last 30 days; where recording stopped (or the demo seed aged), the figures
 * show the last month that was recorded instead of fading to nothing. Days after today never
 * count. A leave day of the employee is neither present nor absent. Several records of one
 * employee and day count once (the last written). perfomance = round(present / (present +
 * absent) x 100), 0 without days.
 */
import { snapshotMemo } from '../store/snapshotMemo';
import type { AttendanceRecord, DbState } from '../store/types';
import { addDays, dayAt } from './days';

export interface Figures {
  days_present: number;
  days_absent: number;
  perfomance: number;
}

export const NO_FIGURES: Figures = Object.freeze({ days_present: 0, days_absent: 0, perfomance: 0 });

export const FIGURE_WINDOW_DAYS = 30;

export interface DayWindow {
  from: string;
  to: string;
}

/** The 30 days ending at the latest recorded day not after today; null when nothing is recorded up to today. */
export function figureWindow(records: readonly AttendanceRecord[], today: string): DayWindow | null {
  let to = '';
  for (const record of records) if (record.day <= today && record.day > to) to = record.day;
  return to ? { from: addDays(to, 1 - FIGURE_WINDOW_DAYS), to } : null;
}

export const performanceOf = (present: number, absent: number): number =>
  present + absent === 0 ? 0 : Math.round((present / (present + absent)) * 100);

/**
 * The figures of every employee of the app with attendance in the window (others have NO_FIGURES);
 * computed once per state and day (do not change the map).
 */
export const figuresByEmployee = (state: DbState, appId: string, nowMs: number): ReadonlyMap<string, Figures> =>
  snapshotMemo([state.attendance, state.leaves], `${appId}|${dayAt(nowMs)}`, () => computeFigures(state, appId, nowMs));

function computeFigures(state: DbState, appId: string, nowMs: number): Map<string, Figures> {
  const records = state.attendance.filter((record) => record.app_id === appId);
  const window = figureWindow(records, dayAt(nowMs));
  const figures = new Map<string, Figures>();
  if (!window) return figures;
  const onLeave = new Set(
    state.leaves.filter((leave) => leave.app_id === appId).map((leave) => `${leave.emd}|${leave.leave_day}`),
  );
  // One record per employee and day: the last written (highest id).
  const days = new Map<string, AttendanceRecord>();
  for (const record of records) {
    if (record.day < window.from || record.day > window.to) continue;
    const key = `${record.emd}|${record.day}`;
    if (onLeave.has(key)) continue;
    const seen = days.get(key);
    if (!seen || seen.id < record.id) days.set(key, record);
  }
  const counts = new Map<string, { present: number; absent: number }>();
  for (const record of days.values()) {
    const count = counts.get(record.emd) ?? { present: 0, absent: 0 };
    if (record.present === 1) count.present += 1;
    else count.absent += 1;
    counts.set(record.emd, count);
  }
  for (const [emd, { present, absent }] of counts) {
    figures.set(emd, { days_present: present, days_absent: absent, perfomance: performanceOf(present, absent) });
  }
  return figures;
}
