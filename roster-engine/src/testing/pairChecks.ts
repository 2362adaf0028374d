/**
 * Checks of the pair DP shared by the search's tests: the best exchange between two employees by
 * brute force, placing the exchange the pair DP finds, and every exchange on a roster of best rows.
 */
import type { RosterModel } from '../model/types';
import { compileModel, type Compiled } from '../solver/compile';
import { PairOptimizer, WINDOW_DAYS, WINDOW_SUNDAYS } from '../solver/pairDp';
import { Prng } from '../solver/prng';
import { RowOptimizer } from '../solver/rowDp';
import { RunStates } from '../solver/runStates';
import { RosterState } from '../solver/state';
import { engineFeasible } from './rowChecks';

/**
 * The best score over every exchange of days between a and b that keeps the engine's hard rules
 * and stays in the pair DP's window of days (and Sundays) moved, by brute force (the state's own
 * score if none is better).
 */
export function bruteForceBestExchange(c: Compiled, state: RosterState, a: number, b: number): number {
  const hours = c.wHours > 0 && (c.hasTarget[a] === 1 || c.hasTarget[b] === 1);
  const fair = c.wFair > 0 && c.sundayishCount > 0;
  const rowA = Array.from({ length: c.D }, (_, d) => state.asg[a * c.D + d]!);
  const rowB = Array.from({ length: c.D }, (_, d) => state.asg[b * c.D + d]!);
  let best = state.score;
  for (let mask = 1; mask < 1 << c.D; mask++) {
    const mark = state.mark();
    let dn = 0;
    let ds = 0;
    let inWindow = true;
    for (let d = 0; d < c.D; d++) {
      const swap = (mask >> d) & 1;
      const x = swap ? rowB[d]! : rowA[d]!;
      state.set(a, d, -1);
      state.set(b, d, -1);
      state.set(a, d, x);
      state.set(b, d, swap ? rowA[d]! : rowB[d]!);
      const change = (x >= 0 ? 1 : 0) - (rowA[d]! >= 0 ? 1 : 0);
      if (hours) dn += change;
      if (fair && c.sundayish[d]) ds += change;
      if (Math.abs(dn) > WINDOW_DAYS || Math.abs(ds) > WINDOW_SUNDAYS) inWindow = false;
    }
    if (inWindow && engineFeasible(c, state, [a, b])) best = Math.min(best, state.score);
    state.undoTo(mark);
  }
  return best;
}

/** Puts the pair DP's rows of a and b (`pair.rowA`, `pair.rowB`) in the state. */
export function placeExchange(c: Compiled, state: RosterState, a: number, b: number, pair: PairOptimizer): void {
  for (let d = 0; d < c.D; d++) {
    state.set(a, d, -1);
    state.set(b, d, -1);
  }
  for (let d = 0; d < c.D; d++) {
    state.set(a, d, pair.rowA[d]!);
    state.set(b, d, pair.rowB[d]!);
  }
}

/**
 * Gives every employee of m the row DP's best row in turn, then calls `check` with each exchange the
 * pair DP finds between two employees of a group (its rows in `pair.rowA`, `pair.rowB`). Returns how many.
 */
export function eachPairExchange(
  m: RosterModel,
  seed: number,
  check: (c: Compiled, a: number, b: number, pair: PairOptimizer) => void,
): number {
  const c = compileModel(m);
  const state = new RosterState(c);
  const dp = new RowOptimizer(c, new RunStates(c));
  const rng = new Prng(seed);
  for (let e = 0; e < c.E; e++) {
    dp.optimize(state, e, c.coverWeight, 1, rng);
    for (let d = 0; d < c.D; d++) if (dp.row[d]! >= 0) state.set(e, d, dp.row[d]!);
  }
  state.commit();
  const pair = new PairOptimizer(c, new RunStates(c));
  let exchanges = 0;
  for (let a = 0; a < c.E; a++) {
    for (let b = 0; b < c.E; b++) {
      if (a === b || c.groupOf[a] !== c.groupOf[b] || !pair.optimize(state, a, b, 1, rng)) continue;
      exchanges++;
      check(c, a, b, pair);
    }
  }
  return exchanges;
}
