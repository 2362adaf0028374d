/** What the timesheet grid shows of a day, and the period's dates. */
import type { TimesheetDay } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';

/** Minutes as hours with one decimal: 330 → '5.5'. */
export const hoursOf = (minutes: number): string => (minutes / 60).toFixed(1);

/** Every date from `from` to `to`, both in (YYYY-MM-DD). */
export function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ms += 86_400_000)
    dates.push(new Date(ms).toISOString().slice(0, 10));
  return dates;
}

export type DayTone = 'absent' | 'exception' | 'unrostered' | 'plain';

/** The words for what is out of the ordinary on the day (none for a plain day). */
export function notesOf(day: TimesheetDay): string[] {
  const t = appMessages.attendance.timesheet.status;
  const notes: string[] = [];
  if (day.status === 'absent') notes.push(t.absent);
  if (day.status === 'unrostered') notes.push(t.unrostered);
  if (day.status === 'expected') notes.push(t.expected);
  if (day.late) notes.push(t.late);
  if (day.early_leave) notes.push(t.earlyLeave);
  if (day.missing_out) notes.push(t.missingOut);
  if (day.approval) notes.push(t.approved);
  return notes;
}

export function toneOf(day: TimesheetDay): DayTone {
  if (day.status === 'absent') return 'absent';
  if (day.status === 'unrostered') return 'unrostered';
  return day.late || day.early_leave || day.missing_out ? 'exception' : 'plain';
}

/** Monday to Sunday of the week of `today` (YYYY-MM-DD, local). */
export function weekOf(today: Date): { from: string; to: string } {
  const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7));
  const iso = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const sunday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 6);
  return { from: iso(monday), to: iso(sunday) };
}
