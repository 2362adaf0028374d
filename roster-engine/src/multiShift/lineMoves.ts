/**
 * Moves that re-decide whole lines of the roster with rowDp.ts: one employee's line made the best it can be with
 * everyone else fixed, a pass of that over every employee, and ruin-and-recreate (a few employees' lines cleared
 * and placed again one by one, in random order). Employees whose state space is too large for the tables are
 * re-decided by HiGHS instead (subSolve.ts), so every employee always gets a line that meets the hard rules.
 */
import type { Highs } from 'highs';
import type { MsRoster } from './model';
import { OFF } from './model';
import type { Random } from './random';
import type { LineContext } from './rowDp';
import { bestLine, coverCountsWithout } from './rowDp';
import { subSolve } from './subSolve';

export interface LineMoveLimits {
  maxNodes: number;
  timeLimitSec: number;
  seed: number;
}

/**
 * Re-decides employee e's line in place (the others fixed); `placed` false means the line is unplaced (all off
 * and possibly breaking its minimums), so HiGHS gets no warm start. Throws when no line meets the hard rules.
 */
export function replaceLine(
  highs: Highs,
  ctx: LineContext,
  roster: MsRoster,
  e: number,
  limits: LineMoveLimits,
  placed = true,
): void {
  const answer = bestLine(ctx, e, coverCountsWithout(ctx.model, roster, e));
  if (answer.line) {
    roster[e] = answer.line;
    return;
  }
  if (answer.reason === 'infeasible')
    throw new Error(`no line of employee ${ctx.model.employees[e]!.id} meets the hard rules`);
  const result = subSolve(highs, ctx.model, roster, { employees: [e] }, { ...limits, warmStart: placed });
  if (result.roster) roster[e] = result.roster[e]!;
  else if (!placed) throw new Error(`no line found for employee ${ctx.model.employees[e]!.id} within the limits`);
}

/** Every employee's line re-decided once, in the given order. */
export function linePass(
  highs: Highs,
  ctx: LineContext,
  roster: MsRoster,
  order: readonly number[],
  limits: LineMoveLimits,
): void {
  for (const e of order) replaceLine(highs, ctx, roster, e, limits);
}

/** Clears the employees' lines and places them again one by one in random order, then once more each. */
export function ruinAndRecreate(
  highs: Highs,
  ctx: LineContext,
  roster: MsRoster,
  employees: readonly number[],
  random: Random,
  limits: LineMoveLimits,
): void {
  for (const e of employees) roster[e] = roster[e]!.map(() => OFF);
  const order = random.pick(employees, employees.length);
  for (const e of order) replaceLine(highs, ctx, roster, e, limits, false);
  linePass(highs, ctx, roster, random.pick(employees, employees.length), limits);
}
