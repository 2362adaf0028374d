/**
 * MAX_SHIFTS (hard, always on when the employee has the limit): the days this roster (this shift)
 * gives the employee against their maximum for the shift (limits/dayLimits.ts). One violation per
 * employee over, dated on the first assignment beyond the limit, amount the days too many.
 */
import type { Violation } from '../model/types';
import { dayLimitsOf } from '../limits';
import type { CheckContext } from './context';
import { employeeAt, nameAt, positionAt, sayAt } from './context';
import { firstDayBeyond } from './hourLimits';

export function shiftLimits(ctx: CheckContext): Violation[] {
  const say = sayAt(ctx);
  const { index, grid } = ctx;
  const { nDays } = index;
  const violations: Violation[] = [];
  index.model.employees.forEach((_employee, e) => {
    const employee = employeeAt(ctx, e);
    const { shiftMaxDays } = dayLimitsOf(employee, 0);
    const days = grid.daysWorked[e] ?? 0;
    if (days <= shiftMaxDays) return;
    const d = firstDayBeyond(ctx, e, shiftMaxDays);
    violations.push({
      rule: 'MAX_SHIFTS',
      hard: true,
      employeeId: employee.id,
      positionId: positionAt(ctx, grid.cell[e * nDays + d]!).id,
      date: index.model.days[d]!.date,
      amount: days - shiftMaxDays,
      reason: say.maxShifts(nameAt(ctx, e), days, shiftMaxDays),
    });
  });
  return violations;
}
