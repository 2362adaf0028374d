/**
 * The days around a period whose other rosters matter to it: a run of worked days or a short rest
 * that reaches into the period starts at most max(maxConsecutive, minRest) days before it (and ends
 * as far after it), and a shift of the day before or after can overlap or leave too little rest
 * (rest hours are at most 24, shifts at most a day long: two days either side).
 */
import { addDays } from '../calendar/dates';
import type { PeriodBounds } from '../model/period';

export const REST_HOURS_REACH_DAYS = 2;

export function commitmentWindow(period: PeriodBounds, maxConsecutive: number, minRest: number): PeriodBounds {
  const span = Math.max(REST_HOURS_REACH_DAYS, maxConsecutive > 0 ? maxConsecutive : 0, minRest > 0 ? minRest : 0);
  return { start: addDays(period.start, -span), end: addDays(period.end, span) };
}
