/**
 * The start date of a calculation: a real calendar date (YYYY-MM-DD; a trailing time is ignored)
 * no more than one year before or after today (UTC). Anything else is INCORRECT_START_DATE.
 */
import { daysInMonth, formatDate, parseDate } from '@times/roster-engine';
import type { YearMonthDay } from '@times/roster-engine';
import { dayAt } from '../../employees/days';

/** The same day `years` years later (28 February for 29 February in a common year). */
function yearsFrom(date: YearMonthDay, years: number): string {
  const year = date.year + years;
  return formatDate({ year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) });
}

/** The start date as YYYY-MM-DD, or null when it is not an acceptable one. */
export function acceptedStartDate(value: string, nowMs: number): string | null {
  const date = parseDate(value);
  const today = parseDate(dayAt(nowMs));
  if (!date || !today) return null;
  const day = formatDate(date);
  return day >= yearsFrom(today, -1) && day <= yearsFrom(today, 1) ? day : null;
}
