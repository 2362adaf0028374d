/**
 * The leave days a roster's model reads (employees.ts keeps each employee's days inside the period),
 * read by the employees repository before the write that builds the model (modelRows.ts).
 */
import type { EmployeeRepository } from '../../employees/repository/employeeRepository';
import type { LeaveRecord, ShiftWorkingDaysRecord } from '../../store/types';
import { rosterPeriodOf } from './rosterPeriod';

interface Bounds {
  start: string;
  end: string;
}

/** Every period type and start weekday a shift's working days can have. */
const PERIOD_SHAPES: Pick<ShiftWorkingDaysRecord, 'period_type' | 'roster_start_day'>[] = [
  { period_type: 1, roster_start_day: 1 },
  ...[1, 2, 3, 4, 5, 6, 7].map((day) => ({ period_type: 2 as const, roster_start_day: day })),
];

/** The first and last day of all these periods. */
const spanOf = (periods: readonly Bounds[]): Bounds => ({
  start: periods.map((period) => period.start).reduce((first, day) => (day < first ? day : first)),
  end: periods.map((period) => period.end).reduce((last, day) => (day > last ? day : last)),
});

/** The days any shift's period from `startDate` can cover, whatever its period type (before its setup is read). */
export const widestPeriodFrom = (startDate: string): Bounds =>
  spanOf(PERIOD_SHAPES.map((shape) => rosterPeriodOf(shape, startDate)));

/** The app's leave days over all these periods. */
export function leaveDaysOver(
  employees: Pick<EmployeeRepository, 'leaveDaysIn'>,
  appId: string,
  periods: readonly Bounds[],
): Promise<LeaveRecord[]> {
  if (periods.length === 0) return Promise.resolve([]);
  const { start, end } = spanOf(periods);
  return employees.leaveDaysIn(appId, start, end);
}
