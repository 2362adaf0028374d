/**
 * MIN_CONSECUTIVE_DAYS (hard, always on when the employee has the limit): each run of days worked in
 * any roster that holds a day of this roster and touches neither end of the period lasts at least
 * the employee's minimum (limits/runLimits.ts). One violation per run too short, dated on its first
 * day worked here, amount the days missing.
 */
import type { Violation } from '../model/types';
import { forEachShortRun, minRunOf } from '../limits';
import type { CheckContext } from './context';
import { employeeAt, nameAt, positionAt, sayAt } from './context';

export function runLimits(ctx: CheckContext): Violation[] {
  const say = sayAt(ctx);
  const { index, grid } = ctx;
  const { nDays } = index;
  const violations: Violation[] = [];
  index.model.employees.forEach((_employee, e) => {
    const employee = employeeAt(ctx, e);
    const min = minRunOf(employee);
    if (min === 0) return;
    const start = e * nDays;
    forEachShortRun(min, nDays, grid.cell, start, index.elsewhere.committed, start, (first, length, firstHere) => {
      violations.push({
        rule: 'MIN_CONSECUTIVE_DAYS',
        hard: true,
        employeeId: employee.id,
        positionId: positionAt(ctx, grid.cell[start + firstHere]!).id,
        date: index.model.days[firstHere]!.date,
        amount: min - length,
        reason: say.minConsecutiveDays(nameAt(ctx, e), index.model.days[first]!.date, length, min),
      });
    });
  });
  return violations;
}
