/**
 * MIN_CONSECUTIVE_DAYS_OFF (hard, always on when the employee has the limit): each run of days off
 * between two days worked in the period (any roster), one of them here, lasts at least the
 * employee's minimum (limits/restLimits.ts). One violation per run too short, dated on the day
 * worked here that bounds it (the one after, else the one before), amount the days missing.
 */
import type { Violation } from '../model/types';
import { forEachShortRest, minRestOf } from '../limits';
import type { CheckContext } from './context';
import { employeeAt, nameAt, positionAt, sayAt } from './context';

export function restLimits(ctx: CheckContext): Violation[] {
  const say = sayAt(ctx);
  const { index, grid } = ctx;
  const { nDays } = index;
  const violations: Violation[] = [];
  index.model.employees.forEach((_employee, e) => {
    const employee = employeeAt(ctx, e);
    const min = minRestOf(employee);
    if (min === 0) return;
    const start = e * nDays;
    forEachShortRest(min, nDays, grid.cell, start, index.elsewhere.committed, start, (first, length, dayHere) => {
      violations.push({
        rule: 'MIN_CONSECUTIVE_DAYS_OFF',
        hard: true,
        employeeId: employee.id,
        positionId: positionAt(ctx, grid.cell[start + dayHere]!).id,
        date: index.model.days[dayHere]!.date,
        amount: min - length,
        reason: say.minConsecutiveDaysOff(nameAt(ctx, e), index.model.days[first]!.date, length, min),
      });
    });
  });
  return violations;
}
