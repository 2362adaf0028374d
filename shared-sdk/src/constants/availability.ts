/**
 * Codes and limits of an employee's availability (ours, not in the spec): unavailable dates and
 * weekdays (never rostered), weighted day requests (rule REQUESTS of the constraints step) and the
 * minimum and maximum hours, the maximum weekends, the minimum days and days off in a row and the
 * most shifts of a shift in a roster period, and the forbidden shift successions (always hard).
 */
/** The weekdays an employee may be unavailable on (calendar weekdays; holidays have the exclusion days). */
export const AVAILABILITY_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type AvailabilityWeekday = (typeof AVAILABILITY_WEEKDAYS)[number];

export const AvailabilityLimits = {
  WEIGHT_MIN: 1,
  WEIGHT_MAX: 10,
  /** A request of this weight or more reads 'strongly prefers'. */
  STRONG_WEIGHT: 7,
  /** Dates may be this many days back and ahead of today. */
  PAST_DAYS: 366,
  FUTURE_DAYS: 731,
  /** At most this many unavailable dates, and requests. */
  MAX_DATES: 366,
  MAX_REQUESTS: 366,
  /** Hour limits in a roster period: whole hours up to the longest period's (31 days x 24). */
  MAX_PERIOD_HOURS: 744,
  /** Weekends to work at most in a roster period (a Saturday and its Sunday count once). */
  MAX_PERIOD_WEEKENDS: 6,
  /** Minimum days in a row: 1 (no limit in effect) to a week. */
  MAX_MIN_CONSECUTIVE_DAYS: 7,
  /** Minimum days off in a row: 1 (no limit in effect) to a week. */
  MAX_MIN_CONSECUTIVE_DAYS_OFF: 7,
  /** Most shifts of one shift in a roster period (its longest period's days; 0 = never rostered there). */
  MAX_SHIFTS_OF_SHIFT: 31,
  /** Forbidden shift successions (a shift not the day after another) per employee. */
  MAX_SUCCESSIONS: 20,
} as const;

/** A request's wish: 1 to work the day, 0 to have it off. */
export const RequestKind = { OFF: 0, WORK: 1 } as const;

const DAY_MS = 86_400_000;

/** Whether a YYYY-MM-DD date lies in the range availability accepts around `today` (YYYY-MM-DD). */
export function availabilityDateInRange(date: string, today: string): boolean {
  const offset = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS;
  return offset >= -AvailabilityLimits.PAST_DAYS && offset <= AvailabilityLimits.FUTURE_DAYS;
}
