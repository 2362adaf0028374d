/**
 * The days of a roster period (spec 002: period_type 1 Monthly, 2 Biweekly; roster_start_day; the
 * start date the user gives when starting a calculation).
 *
 * - Monthly (1): the period starts on the start date and runs one calendar month, to the day
 *   before the same day of the next month: 2026-12-01 → 2026-12-31, 2026-12-15 → 2027-01-14,
 *   2026-02-01 → 2026-02-28. When the next month has no such day the period ends on the next
 *   month's last day: 2026-01-31 → 2026-02-28, 2026-01-29 → 2026-02-28. roster_start_day is 1 for
 *   Monthly (the working-days form sets it) and is not used: "the start date's month start day" is
 *   the day of the month the start date falls on.
 * - Biweekly (2): 14 days from the first day on or after the start date whose weekday is the
 *   roster_start_day (1 Monday … 7 Sunday; missing or 0 means 1): a start of Wednesday 2026-12-02
 *   with start day 1 gives Monday 2026-12-07 → Sunday 2026-12-20.
 *
 * Each day carries its ISO weekday and whether it is a public holiday of the country (default
 * 'ZA'); a holiday's `key` is 'hld', so the holiday counts of the setup apply to it.
 * All date arithmetic is on YYYY-MM-DD strings through UTC day numbers (calendar/dates.ts).
 */
import type { EngineDay } from './types';
import { WEEKDAY_KEYS } from './types';
import { addDays, daysBetween, daysInMonth, formatDate, requireDate, weekdayOf } from '../calendar/dates';
import { publicHolidays } from '../calendar/holidays';

export type PeriodType = 1 | 2;
export const PERIOD_MONTHLY = 1;
export const PERIOD_BIWEEKLY = 2;
export const BIWEEKLY_DAYS = 14;

export interface PeriodOptions {
  periodType: PeriodType;
  /** The start date the user chose, YYYY-MM-DD (a trailing time is ignored). */
  startDate: string;
  /** roster_start_day: the Biweekly period's weekday, 1 Monday … 7 Sunday (default 1). */
  startDay?: number;
  /** ISO 3166-1 alpha-2 country of the public holidays (default 'ZA'). */
  country?: string;
}

export interface PeriodBounds {
  /** First day, YYYY-MM-DD. */
  start: string;
  /** Last day, YYYY-MM-DD (included). */
  end: string;
}

function checkPeriodType(periodType: number): asserts periodType is PeriodType {
  if (periodType !== PERIOD_MONTHLY && periodType !== PERIOD_BIWEEKLY) {
    throw new RangeError(`Invalid period type ${String(periodType)}: expected 1 (Monthly) or 2 (Biweekly)`);
  }
}

/** roster_start_day as a weekday 1-7; missing, null or 0 means 1 (Monday). */
export function normaliseStartDay(startDay: number | null | undefined): number {
  if (startDay === undefined || startDay === null || startDay === 0) return 1;
  if (!Number.isInteger(startDay) || startDay < 1 || startDay > 7) {
    throw new RangeError(`Invalid roster start day ${String(startDay)}: expected a weekday 1 (Monday) to 7 (Sunday)`);
  }
  return startDay;
}

/** The last day of a monthly period that starts on `startDate`. */
export function monthlyEnd(startDate: string): string {
  const { year, month, day } = requireDate(startDate, 'start date');
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  if (day === 1) return formatDate({ year, month, day: daysInMonth(year, month) });
  const lastOfNext = daysInMonth(nextYear, nextMonth);
  return formatDate({ year: nextYear, month: nextMonth, day: Math.min(day - 1, lastOfNext) });
}

/** First and last day of the period (see the file comment). */
export function periodBounds({ periodType, startDate, startDay }: PeriodOptions): PeriodBounds {
  checkPeriodType(periodType);
  const start = requireDate(startDate, 'start date');
  const first = formatDate(start);
  if (periodType === PERIOD_MONTHLY) return { start: first, end: monthlyEnd(first) };
  const weekday = normaliseStartDay(startDay);
  const aligned = addDays(first, (weekday - weekdayOf(start) + 7) % 7);
  return { start: aligned, end: addDays(aligned, BIWEEKLY_DAYS - 1) };
}

/**
 * `count` consecutive days from `start`, in order, with weekday, holiday flag and day code
 * (`isHoliday` gets each date and its index in the period).
 */
export function consecutiveDays(
  start: string,
  count: number,
  isHoliday: (date: string, index: number) => boolean = () => false,
): EngineDay[] {
  return Array.from({ length: count }, (_, index) => {
    const date = addDays(start, index);
    const weekday = weekdayOf(date);
    const holiday = isHoliday(date, index);
    return { index, date, weekday, holiday, key: holiday ? 'hld' : WEEKDAY_KEYS[weekday - 1]! };
  });
}

/** The period's days, in order, with weekday, holiday flag and day code. */
export function buildPeriod(options: PeriodOptions): EngineDay[] {
  const { start, end } = periodBounds(options);
  const holidays = publicHolidays(options.country ?? 'ZA', start, end);
  return consecutiveDays(start, Math.max(0, daysBetween(start, end) + 1), (date) => holidays.has(date));
}

/**
 * The start date of the period before the one starting on `startDate` (of the same type), e.g. to
 * find the previous roster of the shift. Monthly: the same day of the previous month (its last day
 * when that month is shorter); Biweekly: 14 days before the aligned start.
 */
export function previousPeriodStart(options: PeriodOptions): string {
  const { start } = periodBounds(options);
  if (options.periodType === PERIOD_BIWEEKLY) return addDays(start, -BIWEEKLY_DAYS);
  const { year, month, day } = requireDate(start);
  const prevYear = month === 1 ? year - 1 : year;
  const prevMonth = month === 1 ? 12 : month - 1;
  return formatDate({ year: prevYear, month: prevMonth, day: Math.min(day, daysInMonth(prevYear, prevMonth)) });
}

/**
 * The days before the period that the history rules can look at: a run of more than
 * `maxConsecutive` days or a rest shorter than `minRest` days that reaches into the period starts at
 * most max(maxConsecutive, minRest) days before it. Null when neither rule needs history.
 */
export function historyWindow(periodStart: string, maxConsecutive: number, minRest: number): PeriodBounds | null {
  const span = Math.max(maxConsecutive > 0 ? maxConsecutive : 0, minRest > 0 ? minRest : 0);
  if (span === 0) return null;
  return { start: addDays(periodStart, -span), end: addDays(periodStart, -1) };
}
