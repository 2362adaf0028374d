/**
 * The day columns of the View Roster grid (spec 002 sections 2.4 and 9): one per day from the
 * period's start date to its end date, weeks starting on Monday, so the first week is padded with
 * `leading` blank columns. Weekdays are 1 (Monday) to 7 (Sunday); Saturday (6) and Sunday (7)
 * columns are tinted.
 */

export const SATURDAY = 6;
export const SUNDAY = 7;

/** Longest period drawn (a guard against a broken header, not a rule). */
const MAX_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

export type WeekendTone = 'saturday' | 'sunday' | null;

export interface CalendarDay {
  /** YYYY-MM-DD. */
  date: string;
  /** Day of the month, 1 to 31. */
  dayOfMonth: number;
  /** 1 Monday ... 7 Sunday. */
  weekday: number;
  weekend: WeekendTone;
}

export interface CalendarDays {
  /** Blank columns before the first day (0 when the period starts on a Monday). */
  leading: number;
  days: CalendarDay[];
}

/** A YYYY-MM-DD date as UTC midnight in ms, or null. */
function utcOf(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(ms) ? null : ms;
}

/** 1 (Monday) to 7 (Sunday). */
export const isoWeekday = (ms: number): number => ((new Date(ms).getUTCDay() + 6) % 7) + 1;

export const weekendOf = (weekday: number): WeekendTone =>
  weekday === SATURDAY ? 'saturday' : weekday === SUNDAY ? 'sunday' : null;

export function calendarDays(startDate: string, endDate: string): CalendarDays {
  const start = utcOf(startDate);
  const end = utcOf(endDate);
  if (start === null || end === null || end < start) return { leading: 0, days: [] };
  const days: CalendarDay[] = [];
  for (let ms = start; ms <= end && days.length < MAX_DAYS; ms += DAY_MS) {
    const day = new Date(ms);
    const weekday = isoWeekday(ms);
    days.push({
      date: day.toISOString().slice(0, 10),
      dayOfMonth: day.getUTCDate(),
      weekday,
      weekend: weekendOf(weekday),
    });
  }
  return { leading: isoWeekday(start) - 1, days };
}
