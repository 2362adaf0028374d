/**
 * One exact re-solve of a part of the roster with HiGHS: the scope's employees (and cells) are re-decided with
 * everyone else fixed, within a node limit (deterministic) and a time cap. The current roster is passed as the
 * starting incumbent, so the answer is never worse than it when it agrees with the scope's hard rules.
 */
import type { Highs } from 'highs';
import { highsSeconds } from './highsRuntime';
import type { MipScope } from './mipModel';
import { buildMip } from './mipModel';
import type { MsRoster, MultiShiftModel } from './model';
import { OFF } from './model';

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
  const lp = highs.createModel({ format: 'lp', data: mip.text });
  try {
    lp.options.set({
      output_flag: false,
      time_limit: highsSeconds(limits.timeLimitSec),
      mip_max_nodes: limits.maxNodes,
      random_seed: limits.seed,
      mip_rel_gap: 0,
      mip_abs_gap: 0.99,
    });
    const { numCols } = lp.getDimensions();
    const names = Array.from({ length: numCols }, (_, i) => lp.getColName(i));
    if (limits.warmStart) {
      const values = mip.valuesOf(roster);
      lp.setSolution({ colValue: Float64Array.from(names, (n) => values.get(n) ?? 0) });
    }
    lp.run();
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
  } finally {
    lp.dispose();
  }
}
