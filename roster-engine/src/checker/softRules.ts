/**
 * The soft rules of SCORING.md, each giving its penalty (before the weight) and the occurrences a
 * user can see, as Violation entries with hard: false.
 */
import type { RuleId, Violation } from '../model/types';
import { targetDaysLeft } from '../commitments';
import type { CheckContext } from './context';
import { dayAt, employeeAt, nameAt, positionAt, positionName, sayAt } from './context';

export interface SoftOutcome {
  rule: RuleId;
  penalty: number;
  violations: Violation[];
}

function soft(
  rule: RuleId,
  employeeId: string | null,
  positionId: string | null,
  date: string | null,
  amount: number,
  reason: string,
): Violation {
  return { rule, hard: false, employeeId, positionId, date, amount, reason };
}

/** HOUR_TARGETS: Σ |daysWorked(e) - target left| over employees with a target (the hours worked elsewhere count). */
export function hourTargets(ctx: CheckContext): SoftOutcome {
  const say = sayAt(ctx);
  const violations: Violation[] = [];
  let penalty = 0;
  const elsewhere = ctx.index.elsewhere.committedHours;
  ctx.index.model.employees.forEach((employee, e) => {
    if (employee.targetDays === null) return;
    const worked = ctx.grid.daysWorked[e] ?? 0;
    const hours = elsewhere[e] ?? 0;
    const left = targetDaysLeft(employee.targetDays, hours, employee.dailyHours);
    const deviation = Math.abs(worked - left);
    if (deviation === 0) return;
    penalty += deviation;
    const reason =
      left === employee.targetDays
        ? say.hourTarget(nameAt(ctx, e), worked, employee.targetDays)
        : say.hourTargetLeft(nameAt(ctx, e), worked, left, hours);
    violations.push(soft('HOUR_TARGETS', employee.id, employee.positionId, null, deviation, reason));
  });
  return { rule: 'HOUR_TARGETS', penalty, violations };
}

/**
 * FAIR_SUNDAYS: Σ s(e)², s(e) = Sundays and holidays worked. Listed: the employees above the
 * fair share, i.e. with s(e) > ceil(mean s), amount s(e) - ceil(mean s).
 */
export function fairSundays(ctx: CheckContext): SoftOutcome {
  const say = sayAt(ctx);
  const { index, grid } = ctx;
  const { nDays, nEmployees } = index;
  const counts = new Int32Array(nEmployees);
  let penalty = 0;
  let total = 0;
  for (let e = 0; e < nEmployees; e += 1) {
    let s = 0;
    for (let d = 0; d < nDays; d += 1) if (index.sundayOrHoliday[d] && (grid.cell[e * nDays + d] ?? -1) >= 0) s += 1;
    counts[e] = s;
    penalty += s * s;
    total += s;
  }
  const mean = nEmployees > 0 ? total / nEmployees : 0;
  const fair = Math.ceil(mean);
  const violations: Violation[] = [];
  counts.forEach((s, e) => {
    if (s <= fair) return;
    const employee = employeeAt(ctx, e);
    violations.push(
      soft('FAIR_SUNDAYS', employee.id, employee.positionId, null, s - fair, say.fairSundays(nameAt(ctx, e), s, mean)),
    );
  });
  return { rule: 'FAIR_SUNDAYS', penalty, violations };
}

/** COMPLETE_WEEKENDS: 1 per employee and Saturday (with its Sunday in the period) worked alone. */
export function completeWeekends(ctx: CheckContext): SoftOutcome {
  const say = sayAt(ctx);
  const { index, grid } = ctx;
  const { nDays } = index;
  const violations: Violation[] = [];
  for (let d = 0; d + 1 < nDays; d += 1) {
    const saturday = dayAt(ctx, d);
    if (saturday.weekday !== 6) continue;
    const sunday = dayAt(ctx, d + 1);
    for (let e = 0; e < index.nEmployees; e += 1) {
      const onSaturday = grid.cell[e * nDays + d] ?? -1;
      const onSunday = grid.cell[e * nDays + d + 1] ?? -1;
      if (onSaturday >= 0 === onSunday >= 0) continue;
      const employee = employeeAt(ctx, e);
      const positionId = positionAt(ctx, Math.max(onSaturday, onSunday)).id;
      const reason = say.weekend(nameAt(ctx, e), saturday.date, sunday.date, onSaturday >= 0);
      violations.push(soft('COMPLETE_WEEKENDS', employee.id, positionId, saturday.date, 1, reason));
    }
  }
  return { rule: 'COMPLETE_WEEKENDS', penalty: violations.length, violations };
}

/** RELIEVER_COVER: 1 per placed assignment to a position other than the employee's own. */
export function relieverCover(ctx: CheckContext): SoftOutcome {
  const say = sayAt(ctx);
  const { grid, assignments } = ctx;
  const violations: Violation[] = [];
  assignments.forEach((assignment, i) => {
    if ((grid.entryDay[i] ?? -1) < 0) return;
    const e = grid.entryEmployee[i]!;
    const employee = employeeAt(ctx, e);
    if (assignment.positionId === employee.positionId) return;
    const reason = say.relieverCover(
      nameAt(ctx, e),
      positionName(ctx, employee.positionId),
      positionName(ctx, assignment.positionId),
      assignment.date,
    );
    violations.push(soft('RELIEVER_COVER', employee.id, assignment.positionId, assignment.date, 1, reason));
  });
  return { rule: 'RELIEVER_COVER', penalty: violations.length, violations };
}

/** OVERTIME_WHEN_NEEDED: per day, the assignments beyond max(W(d), Σp r(p, d)), the last ones in input order. */
export function overtime(ctx: CheckContext): SoftOutcome {
  const say = sayAt(ctx);
  const { index, grid, assignments } = ctx;
  const violations: Violation[] = [];
  grid.dayEntries.forEach((entries, d) => {
    const base = index.base[d] ?? 0;
    for (let k = base; k < entries.length; k += 1) {
      const assignment = assignments[entries[k]!]!;
      const e = grid.entryEmployee[entries[k]!]!;
      const reason = say.overtime(nameAt(ctx, e), assignment.date, entries.length, base);
      violations.push(
        soft('OVERTIME_WHEN_NEEDED', assignment.employeeId, assignment.positionId, assignment.date, 1, reason),
      );
    }
  });
  return { rule: 'OVERTIME_WHEN_NEEDED', penalty: violations.length, violations };
}

export const SOFT_RULES: Partial<Record<RuleId, (ctx: CheckContext) => SoftOutcome>> = {
  HOUR_TARGETS: hourTargets,
  FAIR_SUNDAYS: fairSundays,
  COMPLETE_WEEKENDS: completeWeekends,
  RELIEVER_COVER: relieverCover,
  OVERTIME_WHEN_NEEDED: overtime,
};
