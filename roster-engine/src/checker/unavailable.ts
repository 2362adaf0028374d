/** Whether an employee is unavailable on a day of the period (their availability's dates and weekdays). */
import { WEEKDAY_KEYS } from '../model/types';
import type { CheckContext } from './context';
import { dayAt, employeeAt } from './context';

/** Why e may not work day d: 'date' (an unavailable date), 'weekday', or null when available. */
export function unavailableOn(ctx: CheckContext, e: number, d: number): 'date' | 'weekday' | null {
  const availability = employeeAt(ctx, e).availability;
  if (!availability) return null;
  const day = dayAt(ctx, d);
  if (availability.unavailableDates.includes(day.date)) return 'date';
  const weekday = WEEKDAY_KEYS[day.weekday - 1];
  return weekday && availability.unavailableWeekdays.includes(weekday) ? 'weekday' : null;
}
