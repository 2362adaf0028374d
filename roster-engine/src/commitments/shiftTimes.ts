/**
 * Shift times as minutes on one time line (minutes since 1970-01-01 00:00 of the local calendar,
 * computed in UTC so no daylight-saving shift moves them): a shift's start and end on a date, and
 * the commitments' date-times. A shift whose end is at or before its start ends the next day.
 */
import type { ShiftTimes } from '../model/types';

const MINUTES_PER_DAY = 1_440;
const DATE_TIME_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/;
const TIME_RE = /^(\d{1,2}):(\d{2})/;

/** Minutes of 'YYYY-MM-DDTHH:MM' (or a bare date: its midnight), NaN when it is not one. */
export function minutesOf(dateTime: string): number {
  const match = DATE_TIME_RE.exec(dateTime);
  if (!match) return Number.NaN;
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 60_000;
  return day + Number(match[4] ?? 0) * 60 + Number(match[5] ?? 0);
}

/** Minutes after midnight of 'HH:MM', null when it is not a time of day. */
export function timeOfDay(value: string | undefined): number | null {
  const match = TIME_RE.exec(value ?? '');
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes >= 0 && minutes < MINUTES_PER_DAY ? minutes : null;
}

export interface Interval {
  from: number;
  to: number;
}

/**
 * The shift's interval on `date` (YYYY-MM-DD): from its start that day to its end, the next day
 * when the end is at or before the start. Without times (or with unreadable ones): the whole day.
 */
export function shiftInterval(date: string, times: ShiftTimes | undefined): Interval {
  const midnight = minutesOf(date);
  const start = timeOfDay(times?.start);
  const end = timeOfDay(times?.end);
  if (start === null || end === null) return { from: midnight, to: midnight + MINUTES_PER_DAY };
  return { from: midnight + start, to: midnight + end + (end <= start ? MINUTES_PER_DAY : 0) };
}

/** Local 'YYYY-MM-DDTHH:MM' of a minute on the time line. */
export function dateTimeOf(minutes: number): string {
  return new Date(minutes * 60_000).toISOString().slice(0, 16);
}
