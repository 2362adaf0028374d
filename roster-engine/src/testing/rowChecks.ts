/**
 * Checks shared by the search's tests: the engine's score against the checker's (also after random
 * changes), the engine's view of the hard rules, and the row DP's best row against brute force over
 * every row of one employee.
 */
import { checkRoster } from '../checker';
import type { CheckResult } from '../checker';
import type { Assignment, RosterModel, RuleId, Score } from '../model/types';
import { compileModel, type Compiled } from '../solver/compile';
import { Prng } from '../solver/prng';
import { RowOptimizer } from '../solver/rowDp';
import { RunStates } from '../solver/runStates';
import { RosterState } from '../solver/state';
import { toAssignments } from '../solver/output';
import { caseRandom } from './solverCases';

export function expectSameScore(actual: Score, expected: Score): void {
  expect(actual.hard).toBe(expected.hard);
  expect(actual.total).toBe(expected.total);
  expect(actual.uncovered).toBe(expected.uncovered);
  expect(actual.coverCost).toBe(expected.coverCost);
  const rules = new Set([...Object.keys(actual.soft), ...Object.keys(expected.soft)]) as Set<RuleId>;
  for (const rule of rules) expect([rule, actual.soft[rule] ?? 0]).toEqual([rule, expected.soft[rule] ?? 0]);
}

/** The engine's view of the hard rules for some rows: run automaton, allowed cells, qualification, capacity. */
export function engineFeasible(c: Compiled, state: RosterState, employees: readonly number[]): boolean {
  for (const e of employees) {
    if (!state.rowFeasible(e)) return false;
    for (let d = 0; d < c.D; d++) {
      const p = state.asg[e * c.D + d]!;
      if (p >= 0 && (!c.allowed[e * c.D + d] || !c.canWork[e * c.P + p])) return false;
    }
  }
  for (let d = 0; d < c.D; d++) if (state.total[d]! > c.cap[d]!) return false;
  return true;
}

/** A state where every employee has a random row the engine deems feasible (or an empty one). */
export function randomState(
  m: RosterModel,
  seed: number,
): { c: Compiled; state: RosterState; runs: RunStates; rng: Prng } {
  const c = compileModel(m);
  const state = new RosterState(c);
  const runs = new RunStates(c);
  const rng = new Prng(seed);
  for (let e = 0; e < c.E; e++) {
    const quals = c.quals[e]!;
    for (let attempt = 0; attempt < 200 && quals.length > 0; attempt++) {
      const mark = state.mark();
      for (let d = 0; d < c.D; d++) {
        const p = rng.next() < 0.55 ? quals[rng.int(quals.length)]! : -1;
        if (p < 0 || (c.allowed[e * c.D + d] && state.total[d]! < c.cap[d]!)) state.set(e, d, p);
      }
      if (state.rowFeasible(e)) break;
      state.undoTo(mark);
    }
  }
  state.commit();
  return { c, state, runs, rng };
}

/**
 * 300 random changes to an empty state of m (each cell set to e's first position where e may work,
 * or emptied; a share `undoShare` of them undone), with `check` called every 30 with the checker's
 * view of the roster then.
 */
export function afterRandomChanges(
  m: RosterModel,
  seed: number,
  check: (c: Compiled, state: RosterState, checked: CheckResult) => void,
  undoShare = 0,
): void {
  const c = compileModel(m);
  const state = new RosterState(c);
  const rnd = caseRandom(seed);
  for (let step = 0; step < 300; step++) {
    const e = Math.floor(rnd() * c.E);
    const d = Math.floor(rnd() * c.D);
    const quals = c.quals[e]!;
    const p = rnd() < 0.4 || quals.length === 0 || !c.allowed[e * c.D + d] ? -1 : quals[0]!;
    const mark = state.mark();
    state.set(e, d, p);
    if (undoShare > 0 && rnd() < undoShare) state.undoTo(mark);
    else state.commit();
    if (step % 30 === 29) check(c, state, checkRoster(m, toAssignments(m, c, state)));
  }
}

/** e's row in a roster's assignments (position 0 on each day worked), days indexed as the compiled model does. */
export function rowOf(
  m: RosterModel,
  assignments: readonly Pick<Assignment, 'employeeId' | 'date'>[],
  e: number,
): Int16Array {
  const row = new Int16Array(m.days.length).fill(-1);
  const id = m.employees[e]!.id;
  for (const assignment of assignments)
    if (assignment.employeeId === id) row[m.days.findIndex((day) => day.date === assignment.date)] = 0;
  return row;
}

/** Everyone but e gets every other day they may work (rows that break a rule emptied). */
function fillOthers(c: Compiled, state: RosterState, e: number): void {
  for (let x = 0; x < c.E; x++) {
    if (x === e || c.quals[x]!.length === 0) continue;
    for (let d = 0; d < c.D; d += 2)
      if (c.allowed[x * c.D + d] && state.total[d]! < c.cap[d]!) state.set(x, d, c.quals[x]![0]!);
    if (!state.rowFeasible(x)) for (let d = 0; d < c.D; d++) state.set(x, d, -1);
  }
  state.commit();
}

/**
 * Calls `leaf` with each row of e in place: every position e can work, or none, on each day (with
 * `placeableOnly`, positions only on days e may work that have room left). The state is restored.
 */
export function forEachRow(c: Compiled, state: RosterState, e: number, leaf: () => void, placeableOnly = false): void {
  const options = [-1, ...c.quals[e]!];
  const visit = (d: number): void => {
    if (d === c.D) {
      leaf();
      return;
    }
    for (const p of options) {
      if (placeableOnly && p >= 0 && (!c.allowed[e * c.D + d] || state.total[d]! >= c.cap[d]!)) continue;
      const mark = state.mark();
      state.set(e, d, p);
      visit(d + 1);
      state.undoTo(mark);
    }
  };
  visit(0);
}

/** The best score over every feasible row of e (whose row is empty), by brute force. */
function bruteForceBest(c: Compiled, state: RosterState, e: number): number {
  let best = Infinity;
  forEachRow(
    c,
    state,
    e,
    () => {
      if (state.rowFeasible(e)) best = Math.min(best, state.score);
    },
    true,
  );
  return best;
}

/** Places the row DP's best row of e (exact gains) and returns [feasible, score]. */
function placeBestRow(c: Compiled, state: RosterState, e: number, seed: number): [boolean, number] {
  const dp = new RowOptimizer(c, new RunStates(c));
  dp.optimize(state, e, c.coverWeight, 1, new Prng(seed));
  for (let d = 0; d < c.D; d++) state.set(e, d, dp.row[d]!);
  return [state.rowFeasible(e), state.score];
}

/**
 * The row DP's best row of employee `seed % E` of m, everyone else given every other day they may
 * work, keeps the rules and scores the brute-force best.
 */
export function expectBestRowIsBruteForce(m: RosterModel, seed: number): void {
  const c = compileModel(m);
  const state = new RosterState(c);
  const e = seed % c.E;
  fillOthers(c, state, e);
  const best = bruteForceBest(c, state, e);
  expect([seed, ...placeBestRow(c, state, e, seed)]).toEqual([seed, true, best]);
}
