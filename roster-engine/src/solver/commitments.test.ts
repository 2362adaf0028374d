/**
 * The engine against the checker when employees work other rosters (commitments): the run
 * automaton and the blocked cells agree with the checker's hard rules on every row, the dynamic
 * programs find the brute-force best rows, and the search's score equals the checker's.
 */
import { checkRoster } from '../checker';
import type { RosterModel, RuleId, Score } from '../model/types';
import { withRandomCommitments } from '../testing/commitmentCases';
import { ALL_RULES, randomModel } from '../testing/solverCases';
import { compileModel, type Compiled } from './compile';
import { scoreOf, toAssignments } from './output';
import { PairOptimizer, WINDOW_DAYS, WINDOW_SUNDAYS } from './pairDp';
import { Prng } from './prng';
import { RowOptimizer } from './rowDp';
import { RunStates } from './runStates';
import { searchRoster } from './searchRoster';
import { RosterState } from './state';

function expectSameScore(actual: Score, expected: Score): void {
  expect(actual.total).toBe(expected.total);
  expect(actual.uncovered).toBe(expected.uncovered);
  const rules = new Set([...Object.keys(actual.soft), ...Object.keys(expected.soft)]) as Set<RuleId>;
  for (const rule of rules) expect([rule, actual.soft[rule] ?? 0]).toEqual([rule, expected.soft[rule] ?? 0]);
}

const committedModel = (seed: number, employees: number, days: number, positions: number): RosterModel =>
  withRandomCommitments(randomModel({ seed, employees, days, positions, rules: [...ALL_RULES] }), seed);

/** The engine's view of the hard rules for some rows: run automaton, allowed cells, qualification, capacity. */
function engineFeasible(c: Compiled, state: RosterState, employees: readonly number[]): boolean {
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

/** Random rows the engine deems feasible for every employee. */
function randomState(m: RosterModel, seed: number): { c: Compiled; state: RosterState; runs: RunStates; rng: Prng } {
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

describe('commitments: engine and checker agree', () => {
  it('on which rows keep the hard rules, and the row DP finds the best of them (brute force)', () => {
    let withCommitments = 0;
    for (let seed = 1; seed <= 14; seed++) {
      const m = committedModel(seed, 4, 7, 1 + (seed % 2));
      const { c, state, runs, rng } = randomState(m, seed);
      const e = seed % c.E;
      if (m.commitments!.some((one) => one.employeeId === m.employees[e]!.id)) withCommitments++;
      for (let d = 0; d < c.D; d++) state.set(e, d, -1);
      state.commit();
      // Every other row keeps the rules for the checker too.
      expect(checkRoster(m, toAssignments(m, c, state)).score.hard).toBe(0);
      let best = Infinity;
      const options = [-1, ...c.quals[e]!];
      const visit = (d: number): void => {
        if (d === c.D) {
          const engine = engineFeasible(c, state, [e]);
          const check = checkRoster(m, toAssignments(m, c, state));
          expect([seed, engine]).toEqual([seed, check.score.hard === 0]);
          if (engine) {
            best = Math.min(best, state.score);
            expectSameScore(scoreOf(m, state), check.score);
          }
          return;
        }
        for (const p of options) {
          const mark = state.mark();
          state.set(e, d, p);
          visit(d + 1);
          state.undoTo(mark);
        }
      };
      visit(0);
      const dp = new RowOptimizer(c, runs);
      dp.optimize(state, e, c.coverWeight, 1, rng);
      for (let d = 0; d < c.D; d++) state.set(e, d, dp.row[d]!);
      expect(engineFeasible(c, state, [e])).toBe(true);
      expect([seed, state.score]).toEqual([seed, best]);
    }
    expect(withCommitments).toBeGreaterThan(4);
  });

  it('the pair DP finds the best exchange (brute force)', () => {
    let compared = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const m = committedModel(seed + 500, 4, 9, 1);
      const { c, state, runs, rng } = randomState(m, seed + 50);
      const pair = new PairOptimizer(c, runs);
      const [a, b] = [0, 1];
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
      if (pair.optimize(state, a, b, 1, rng)) {
        for (let d = 0; d < c.D; d++) {
          state.set(a, d, -1);
          state.set(b, d, -1);
        }
        for (let d = 0; d < c.D; d++) {
          state.set(a, d, pair.rowA[d]!);
          state.set(b, d, pair.rowB[d]!);
        }
        expect(engineFeasible(c, state, [a, b])).toBe(true);
        compared++;
      }
      expect([seed, state.score]).toEqual([seed, best]);
    }
    expect(compared).toBeGreaterThan(8);
  });

  it("the search's roster breaks no rule and scores as the checker does (16 random models)", () => {
    for (let seed = 601; seed <= 616; seed++) {
      const m = withRandomCommitments(
        randomModel({ seed, employees: 5 + (seed % 8), days: 7 + (seed % 15), positions: 1 + (seed % 3) }),
        seed,
      );
      const result = searchRoster(m, { maxIterations: 1_500 });
      const check = checkRoster(m, result.assignments);
      expect([seed, check.violations.filter((violation) => violation.hard)]).toEqual([seed, []]);
      expectSameScore(result.score, check.score);
    }
  });
});
