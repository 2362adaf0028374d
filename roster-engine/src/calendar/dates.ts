/**
 * Calendar dates as 'YYYY-MM-DD' strings. All arithmetic goes through a UTC day number (days since
 * 1970-01-01), never through local Date objects, so no time zone or daylight-saving shift can move a
 * date to the day before or after.
 */

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;
const MS_PER_DAY = 86_400_000;

export interface YearMonthDay {
  year: number;
  /** 1-12. */
  month: number;
  /** 1-31. */
  day: number;
}

/**
 * Reads a date string: 'YYYY-MM-DD', optionally followed by a time ('2026-12-01 00:00:00',
 * '2026-12-01T00:00:00Z': the time is ignored). Returns null when it is not a real calendar date.
 */
export function parseDate(value: string): YearMonthDay | null {
  const match = DATE_RE.exec(typeof value === 'string' ? value.trim() : '');
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Like parseDate, but throws a clear error on a bad date. */
export function requireDate(value: string, what = 'date'): YearMonthDay {
  const parsed = parseDate(value);
  if (!parsed) throw new RangeError(`Invalid ${what} '${String(value)}': expected a real date as YYYY-MM-DD`);
  return parsed;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** Days since 1970-01-01 of a calendar date. */
export function dayNumber({ year, month, day }: YearMonthDay): number {
  return Math.round(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

export function fromDayNumber(dayNo: number): YearMonthDay {
  const date = new Date(dayNo * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function formatDate({ year, month, day }: YearMonthDay): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The date `days` days after (negative: before) `date`. */
export function addDays(date: string, days: number): string {
  return formatDate(fromDayNumber(dayNumber(requireDate(date)) + days));
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(requireDate(to)) - dayNumber(requireDate(from));
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function weekdayOf(date: string | YearMonthDay): number {
  const ymd = typeof date === 'string' ? requireDate(date) : date;
  // 1970-01-01 was a Thursday (ISO 4).
  return ((((dayNumber(ymd) + 3) % 7) + 7) % 7) + 1;
}

/** Every date from `from` to `to`, both included (empty when `to` is before `from`). */
export function dateRange(from: string, to: string): string[] {
  const start = dayNumber(requireDate(from));
  const end = dayNumber(requireDate(to));
  const dates: string[] = [];
  for (let dayNo = start; dayNo <= end; dayNo += 1) dates.push(formatDate(fromDayNumber(dayNo)));
  return dates;
}
