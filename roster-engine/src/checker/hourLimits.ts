/**
 * MIN_HOURS and MAX_HOURS (hard, always on when the employee has the limit): the hours of every
 * roster against the employee's limits, in days of this roster (limits/dayLimits.ts). One
 * violation per employee out of bounds, its amount the days short or too many; MAX_HOURS is dated
 * on the first assignment beyond the limit.
 */
import type { Violation } from '../model/types';
import { dayLimitsOf } from '../limits';
import type { CheckContext } from './context';
import { employeeAt, nameAt, positionAt, sayAt } from './context';

/** The day of e's assignment number `max + 1` in date order (the first beyond a maximum of `max` days). */
export function firstDayBeyond(ctx: CheckContext, e: number, max: number): number {
  const { nDays } = ctx.index;
  let seen = 0;
  let d = 0;
  for (; d < nDays; d++) if ((ctx.grid.cell[e * nDays + d] ?? -1) >= 0 && ++seen > max) break;
  return d;
}

export function hourLimits(ctx: CheckContext): Violation[] {
  const say = sayAt(ctx);
  const { index, grid } = ctx;
  const { nDays } = index;
  const violations: Violation[] = [];
  index.model.employees.forEach((_employee, e) => {
    const employee = employeeAt(ctx, e);
    const availability = employee.availability;
    if (!availability) return;
    const elsewhere = index.elsewhere.committedHours[e] ?? 0;
    const { minDays, hourMaxDays: maxDays } = dayLimitsOf(employee, elsewhere);
    const days = grid.daysWorked[e] ?? 0;
    const hours = days * employee.dailyHours + elsewhere;
    if (days > maxDays && availability.maxHours !== undefined) {
      const d = firstDayBeyond(ctx, e, maxDays);
      const p = grid.cell[e * nDays + d] ?? -1;
      violations.push({
        rule: 'MAX_HOURS',
        hard: true,
        employeeId: employee.id,
        positionId: p >= 0 ? positionAt(ctx, p).id : employee.positionId,
        date: index.model.days[d]?.date ?? null,
        amount: days - maxDays,
        reason: say.maxHours(nameAt(ctx, e), hours, elsewhere, availability.maxHours, days - maxDays),
      });
    }
    if (days < minDays && availability.minHours !== undefined) {
      violations.push({
        rule: 'MIN_HOURS',
        hard: true,
        employeeId: employee.id,
        positionId: employee.positionId,
        date: null,
        amount: minDays - days,
        reason: say.minHours(nameAt(ctx, e), hours, elsewhere, availability.minHours, minDays - days),
      });
    }
  });
  return violations;
}
