/**
 * A rostered day's working time as a payroll file writes it: start and end as 'YYYY-MM-DD HH:MM'
 * (a shift whose end is at or before its start ends the next day) and the hours between them.
 * Without the shift's times all three are empty.
 */
export interface ShiftSpan {
  start: string;
  end: string;
  hours: string;
}

const TIME_RE = /^(\d{1,2}):(\d{2})$/;
const MINUTES_PER_DAY = 1_440;

function minutesOfDay(time: string | undefined): number | null {
  const match = TIME_RE.exec(time ?? '');
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes < MINUTES_PER_DAY ? minutes : null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD HH:MM' of the date plus the minutes (past midnight, possibly into the next day). */
function dateTime(date: string, minutes: number): string {
  const at = new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000);
  const ymd = at.toISOString().slice(0, 10);
  return `${ymd} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
}

/** Hours with at most two decimals and no trailing zeros: 8, 7.5, 7.75. */
const hoursText = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);

export function shiftSpan(date: string, startTime: string | undefined, endTime: string | undefined): ShiftSpan {
  const start = minutesOfDay(startTime);
  const end = minutesOfDay(endTime);
  if (start === null || end === null) return { start: '', end: '', hours: '' };
  const endMinutes = end + (end <= start ? MINUTES_PER_DAY : 0);
  return { start: dateTime(date, start), end: dateTime(date, endMinutes), hours: hoursText(endMinutes - start) };
}
