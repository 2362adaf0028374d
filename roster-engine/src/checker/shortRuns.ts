/**
 * What runLimits.ts (days in a row) and restLimits.ts (days off in a row) share: for each employee
 * with a minimum, each run too short as the limit's scan in ../limits finds it, one hard violation
 * dated on the day worked here the scan names, amount the days missing.
 */
import type { EngineEmployee, Violation } from '../model/types';
import type { forEachShortRun } from '../limits';
import type { CheckContext } from './context';
import { employeeAt, nameAt, positionAt } from './context';

export interface ShortRunLimit {
  rule: Extract<Violation['rule'], 'MIN_CONSECUTIVE_DAYS' | 'MIN_CONSECUTIVE_DAYS_OFF'>;
  /** The employee's minimum, 0 for none. */
  minOf: (employee: EngineEmployee) => number;
  /** The scan: visit(first, length, dayHere) for each run too short, in date order. */
  forEachShort: typeof forEachShortRun;
  /** The violation's sentence: who, the run's first date, its length and the minimum. */
  reason: (who: string, from: string, length: number, min: number) => string;
}

export function shortRunViolations(ctx: CheckContext, limit: ShortRunLimit): Violation[] {
  const { index, grid } = ctx;
  const { nDays } = index;
  const violations: Violation[] = [];
  index.model.employees.forEach((_employee, e) => {
    const employee = employeeAt(ctx, e);
    const min = limit.minOf(employee);
    if (min === 0) return;
    const start = e * nDays;
    limit.forEachShort(min, nDays, grid.cell, start, index.elsewhere.committed, start, (first, length, dayHere) => {
      violations.push({
        rule: limit.rule,
        hard: true,
        employeeId: employee.id,
        positionId: positionAt(ctx, grid.cell[start + dayHere]!).id,
        date: index.model.days[dayHere]!.date,
        amount: min - length,
        reason: limit.reason(nameAt(ctx, e), index.model.days[first]!.date, length, min),
      });
    });
  });
  return violations;
}
