/**
 * The hour figures of a rostered employee: the hours of one working day (the shift employee's, else
 * the shift position's, else the app position's, else 8) and the days their hour targets ask for in
 * a period (Monthly: monthly hours, Biweekly: twice the weekly hours, divided by the daily hours and
 * rounded; null without hours).
 */
import type { PositionRecord, ShiftEmployeeRecord, ShiftPositionRecord } from '../../store/types';

export const DEFAULT_DAILY_HOURS = 8;

const positive = (value: unknown): number | null => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : null;
};

export const dailyHoursOf = (
  employee: Pick<ShiftEmployeeRecord, 'dailly_hours'>,
  shiftPosition?: Pick<ShiftPositionRecord, 'dailly_hours'>,
  role?: Pick<PositionRecord, 'd_hrs'>,
): number =>
  positive(employee.dailly_hours) ??
  positive(shiftPosition?.dailly_hours) ??
  positive(role?.d_hrs) ??
  DEFAULT_DAILY_HOURS;

export function targetDaysOf(
  employee: Pick<ShiftEmployeeRecord, 'monthly_hours' | 'weekly_hours'>,
  periodType: 1 | 2,
  dailyHours: number,
): number | null {
  const hours = periodType === 2 ? (positive(employee.weekly_hours) ?? 0) * 2 : (positive(employee.monthly_hours) ?? 0);
  return hours > 0 ? Math.round(hours / dailyHours) : null;
}
