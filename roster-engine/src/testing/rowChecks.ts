/**
 * Checks shared by the limit tests of the search: the engine's score against the checker's, and the
 * row DP's best row against brute force over every row of one employee.
 */
import type { RuleId, Score } from '../model/types';
import type { Compiled } from '../solver/compile';
import { Prng } from '../solver/prng';
import { RowOptimizer } from '../solver/rowDp';
import { RunStates } from '../solver/runStates';
import type { RosterState } from '../solver/state';

export function expectSameScore(actual: Score, expected: Score): void {
  expect(actual.hard).toBe(expected.hard);
  expect(actual.total).toBe(expected.total);
  expect(actual.coverCost).toBe(expected.coverCost);
  const rules = new Set([...Object.keys(actual.soft), ...Object.keys(expected.soft)]) as Set<RuleId>;
  for (const rule of rules) expect([rule, actual.soft[rule] ?? 0]).toEqual([rule, expected.soft[rule] ?? 0]);
}

/** Everyone but e gets every other day they may work (rows that break a rule emptied). */
export function fillOthers(c: Compiled, state: RosterState, e: number): void {
  for (let x = 0; x < c.E; x++) {
    if (x === e || c.quals[x]!.length === 0) continue;
    for (let d = 0; d < c.D; d += 2)
      if (c.allowed[x * c.D + d] && state.total[d]! < c.cap[d]!) state.set(x, d, c.quals[x]![0]!);
    if (!state.rowFeasible(x)) for (let d = 0; d < c.D; d++) state.set(x, d, -1);
  }
  state.commit();
}

/** The best score over every feasible row of e (whose row is empty), by brute force. */
export function bruteForceBest(c: Compiled, state: RosterState, e: number): number {
  let best = Infinity;
  const options = [-1, ...c.quals[e]!];
  const visit = (d: number): void => {
    if (d === c.D) {
      if (state.rowFeasible(e)) best = Math.min(best, state.score);
      return;
    }
    for (const p of options) {
      if (p >= 0 && (!c.allowed[e * c.D + d] || state.total[d]! >= c.cap[d]!)) continue;
      const mark = state.mark();
      state.set(e, d, p);
      visit(d + 1);
      state.undoTo(mark);
    }
  };
  visit(0);
  return best;
}

/** Places the row DP's best row of e (exact gains) and returns [feasible, score]. */
export function placeBestRow(c: Compiled, state: RosterState, e: number, seed: number): [boolean, number] {
  const dp = new RowOptimizer(c, new RunStates(c));
  dp.optimize(state, e, c.coverWeight, 1, new Prng(seed));
  for (let d = 0; d < c.D; d++) state.set(e, d, dp.row[d]!);
  return [state.rowFeasible(e), state.score];
}
