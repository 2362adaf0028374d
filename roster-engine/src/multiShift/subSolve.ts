/**
 * One exact re-solve of a part of the roster with HiGHS: the scope's employees (and cells) are re-decided with
 * everyone else fixed, within a node limit (deterministic) and a time cap. The current roster is passed as the
 * starting incumbent, so the answer is never worse than it when it agrees with the scope's hard rules.
 */
import type { Highs } from 'highs';
import type { MipScope } from './mipModel';
import { buildMip } from './mipModel';
import type { MsRoster, MultiShiftModel } from './model';
import { OFF } from './model';
import { runMip } from './mipRun';

export interface SubSolveLimits {
  maxNodes: number;
  timeLimitSec: number;
  seed: number;
  /** Pass the current roster as the starting incumbent (false when it breaks the scope's rules, e.g. unplaced). */
  warmStart: boolean;
}

export interface SubSolveResult {
  /** The roster with the scope re-decided, or null when HiGHS found no roster. */
  roster: MsRoster | null;
  /** True when HiGHS proved the part optimal (within the node limit). */
  optimal: boolean;
}

const OPTIMAL = 7;
const INFEASIBLE = 8;

export class InfeasibleScopeError extends Error {
  constructor(readonly employees: readonly number[]) {
    super('no roster of these employees meets the hard rules');
    this.name = 'InfeasibleScopeError';
  }
}

export function subSolve(
  highs: Highs,
  model: MultiShiftModel,
  roster: MsRoster,
  scope: Pick<MipScope, 'employees' | 'fixed'>,
  limits: SubSolveLimits,
): SubSolveResult {
  const mip = buildMip(model, { ...scope, roster });
  if (!mip.cells.length) return { roster, optimal: true };
  return runMip(highs, mip.text, limits, limits.warmStart ? mip.valuesOf(roster) : null, (lp, names) => {
    const status = Number(lp.getModelStatus());
    if (status === INFEASIBLE) throw new InfeasibleScopeError(scope.employees ?? model.employees.map((_, e) => e));
    if (Number(lp.info.get('primal_solution_status')) !== 2) return { roster: null, optimal: false };
    const colValue = lp.getSolution().colValue;
    const value = new Map(names.map((n, i) => [n, colValue[i]!]));
    const next = roster.map((line) => [...line]);
    const decided = new Set(mip.cells.map(({ e, d }) => e * model.days.length + d));
    for (const key of decided) next[Math.floor(key / model.days.length)]![key % model.days.length] = OFF;
    for (const { name, e, d, s } of mip.cells) if ((value.get(name) ?? 0) > 0.5) next[e]![d] = s;
    return { roster: next, optimal: status === OPTIMAL };
  });
}
