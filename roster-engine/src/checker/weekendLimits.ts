/**
 * MAX_WEEKENDS (hard, always on when the employee has the limit): the weekends worked in every
 * roster against the employee's maximum (limits/weekendLimits.ts). One violation per weekend of
 * this roster beyond it (the later ones), dated on its first day worked here, amount 1.
 */
import type { Violation } from '../model/types';
import { periodWeekends, weekendLimitOf } from '../limits';
import type { PeriodWeekends } from '../limits';
import type { CheckContext } from './context';
import { employeeAt, nameAt, positionAt, sayAt } from './context';

export interface WeekendsWorked {
  weekends: PeriodWeekends;
  /** Weekends worked elsewhere (1 at w) and the number this roster may add. */
  busy: Uint8Array;
  left: number;
  /** The first day worked here of each weekend not worked elsewhere, in date order. */
  firstDays: number[];
}

/** e's weekends in the roster, or null when e has no maximum. */
export function weekendsWorked(ctx: CheckContext, e: number): WeekendsWorked | null {
  const { index, grid } = ctx;
  const { nDays } = index;
  const employee = employeeAt(ctx, e);
  if (employee.availability?.maxWeekends === undefined) return null;
  const weekends = periodWeekends(index.model.days);
  const committed = index.elsewhere.committed;
  const { busy, left } = weekendLimitOf(employee, weekends, (d) => committed[e * nDays + d] === 1);
  const firstDays: number[] = [];
  const seen = new Set<number>();
  for (let d = 0; d < nDays; d++) {
    const w = weekends.weekendOf[d]!;
    if (w < 0 || busy[w] === 1 || seen.has(w) || (grid.cell[e * nDays + d] ?? -1) < 0) continue;
    seen.add(w);
    firstDays.push(d);
  }
  return { weekends, busy, left, firstDays };
}

export function weekendLimits(ctx: CheckContext): Violation[] {
  const say = sayAt(ctx);
  const { index, grid } = ctx;
  const { nDays } = index;
  const violations: Violation[] = [];
  index.model.employees.forEach((_employee, e) => {
    const worked = weekendsWorked(ctx, e);
    if (!worked || worked.firstDays.length <= worked.left) return;
    const employee = employeeAt(ctx, e);
    const { busy, left, firstDays } = worked;
    const elsewhere = busy.reduce((sum, b) => sum + b, 0);
    const total = firstDays.length + elsewhere;
    for (const d of firstDays.slice(left)) {
      violations.push({
        rule: 'MAX_WEEKENDS',
        hard: true,
        employeeId: employee.id,
        positionId: positionAt(ctx, grid.cell[e * nDays + d]!).id,
        date: index.model.days[d]!.date,
        amount: 1,
        reason: say.maxWeekends(nameAt(ctx, e), total, elsewhere, employee.availability!.maxWeekends!),
      });
    }
  });
  return violations;
}
