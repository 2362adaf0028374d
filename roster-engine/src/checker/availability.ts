/**
 * Employees' availability, from scratch: the unavailable dates and weekdays (hard, always on:
 * UNAVAILABLE) and the day requests (soft rule REQUESTS: each unmet request costs its weight).
 * Requests and unavailable dates outside the period are ignored.
 */
import type { DayRequest, Violation } from '../model/types';
import { requestOffCause, requestWorkCause } from '../explain/requestCauses';
import { weekdayName } from '../explain/words';
import type { CheckContext } from './context';
import { dayAt, employeeAt, nameAt, positionAt, sayAt } from './context';
import type { SoftOutcome } from './softRules';
import { unavailableOn } from './unavailable';

/** UNAVAILABLE: one hard violation per placed assignment on a day the employee is unavailable. */
export function unavailability(ctx: CheckContext): Violation[] {
  const say = sayAt(ctx);
  const { grid, assignments } = ctx;
  const violations: Violation[] = [];
  assignments.forEach((assignment, i) => {
    const d = grid.entryDay[i] ?? -1;
    if (d < 0) return;
    const e = grid.entryEmployee[i]!;
    const why = unavailableOn(ctx, e, d);
    if (why === null) return;
    const what = why === 'date' ? null : weekdayName(dayAt(ctx, d).weekday);
    violations.push({
      rule: 'UNAVAILABLE',
      hard: true,
      employeeId: assignment.employeeId,
      positionId: assignment.positionId,
      date: assignment.date,
      amount: 1,
      reason: say.unavailable(nameAt(ctx, e), assignment.date, what),
    });
  });
  return violations;
}

/** A request of employee e on a day of the period. */
export interface PlacedRequest {
  e: number;
  d: number;
  request: DayRequest;
}

/** Every request on a day of the period, by employee then in the employee's order. */
export function placedRequests(ctx: CheckContext): PlacedRequest[] {
  const placed: PlacedRequest[] = [];
  ctx.index.model.employees.forEach((employee, e) => {
    for (const request of employee.availability?.requests ?? []) {
      const d = ctx.index.dayIndex.get(request.date);
      if (d !== undefined) placed.push({ e, d, request });
    }
  });
  return placed;
}

/** REQUESTS: Σ weight of the unmet requests, one occurrence each (amount = the weight). */
export function dayRequests(ctx: CheckContext): SoftOutcome {
  const say = sayAt(ctx);
  const { index, grid } = ctx;
  const violations: Violation[] = [];
  let penalty = 0;
  for (const { e, d, request } of placedRequests(ctx)) {
    const p = grid.cell[e * index.nDays + d] ?? -1;
    if (request.work === p >= 0) continue;
    penalty += request.weight;
    const employee = employeeAt(ctx, e);
    const who = nameAt(ctx, e);
    const reason = request.work
      ? say.requestWork(who, request.date, request.weight, requestWorkCause(ctx, e, d))
      : say.requestOff(who, request.date, request.weight, requestOffCause(ctx, e, d, p));
    const positionId = p >= 0 ? positionAt(ctx, p).id : employee.positionId;
    violations.push({
      rule: 'REQUESTS',
      hard: false,
      employeeId: employee.id,
      positionId,
      date: request.date,
      amount: request.weight,
      reason,
    });
  }
  return { rule: 'REQUESTS', penalty, violations };
}
