/**
 * The solver's score against the independent checker, and its dynamic programs and lower bound
 * against brute force on small random cases.
 */
import { checkRoster } from '../checker';
import { bruteForceBestExchange, placeExchange } from '../testing/pairChecks';
import { engineFeasible, expectSameScore, forEachRow, randomState } from '../testing/rowChecks';
import { ALL_RULES, caseRandom, randomModel } from '../testing/solverCases';
import { compileModel } from './compile';
import { lowerBound } from './lowerBound';
import { scoreOf, toAssignments } from './output';
import { PairOptimizer } from './pairDp';
import { RowOptimizer } from './rowDp';
import { searchRoster } from './searchRoster';
import { RosterState } from './state';

describe('incremental score', () => {
  it('equals the checker after random changes (20 random models)', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const m = randomModel({ seed, employees: 3 + (seed % 8), days: 7 + (seed % 10), positions: 1 + (seed % 3) });
      const c = compileModel(m);
      const state = new RosterState(c);
      const rnd = caseRandom(seed);
      for (let step = 0; step < 400; step++) {
        const e = Math.floor(rnd() * c.E);
        const d = Math.floor(rnd() * c.D);
        const quals = c.quals[e]!;
        const p = rnd() < 0.4 || quals.length === 0 ? -1 : quals[Math.floor(rnd() * quals.length)]!;
        const mark = state.mark();
        state.set(e, d, p);
        if (rnd() < 0.2) state.undoTo(mark);
        else state.commit();
        if (step % 50 === 49) {
          const check = checkRoster(m, toAssignments(m, c, state));
          expectSameScore({ ...scoreOf(m, state), hard: 0 }, { ...check.score, hard: 0 });
          expect(state.score).toBe(check.score.total); // the incremental sum the search uses
        }
      }
    }
  });

  it("of the search's roster equals the checker's, with no hard violation (20 random models)", () => {
    for (let seed = 101; seed <= 120; seed++) {
      const m = randomModel({ seed, employees: 4 + (seed % 9), days: 7 + (seed % 15), positions: 1 + (seed % 3) });
      const result = searchRoster(m, { maxIterations: 1_500 });
      const check = checkRoster(m, result.assignments);
      expect(check.score.hard).toBe(0);
      expectSameScore(result.score, check.score);
      expect(result.score.total).toBeGreaterThanOrEqual(lowerBound(compileModel(m)));
    }
  });

  it('equals the checker with fractional hour targets', () => {
    for (let seed = 201; seed <= 206; seed++) {
      const m = randomModel({
        seed,
        employees: 9,
        days: 14,
        positions: 2,
        rules: ['HOUR_TARGETS', 'MAX_CONSECUTIVE', 'FAIR_SUNDAYS'],
      });
      m.employees.forEach((e, i) => (e.targetDays = i % 3 === 0 ? null : 5 + i / 3 + 0.1));
      const result = searchRoster(m, { maxIterations: 1_000 });
      expectSameScore(result.score, checkRoster(m, result.assignments).score);
    }
  });
});

describe('dynamic programs', () => {
  it("the row DP finds the best row of an employee (brute force over all of the employee's rows)", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const m = randomModel({ seed, employees: 5, days: 8, positions: 2, rules: [...ALL_RULES] });
      const { c, state, runs, rng } = randomState(m, seed);
      const dp = new RowOptimizer(c, runs);
      const e = seed % c.E;
      for (let d = 0; d < c.D; d++) state.set(e, d, -1);
      state.commit();
      let best = Infinity;
      forEachRow(c, state, e, () => {
        if (engineFeasible(c, state, [e])) best = Math.min(best, state.score);
      });
      dp.optimize(state, e, c.coverWeight, 1, rng);
      for (let d = 0; d < c.D; d++) state.set(e, d, dp.row[d]!);
      expect(engineFeasible(c, state, [e])).toBe(true);
      expect(state.score).toBe(best);
    }
  });

  it('the pair DP finds the best exchange between two employees (brute force over all exchanges)', () => {
    let compared = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const m = randomModel({ seed, employees: 4, days: 10, positions: 1 + (seed % 2), rules: [...ALL_RULES] });
      const { c, state, runs, rng } = randomState(m, seed + 50);
      const pair = new PairOptimizer(c, runs);
      const a = 0;
      const b = [1, 2, 3].find((e) => c.groupOf[e] === c.groupOf[a]);
      if (b === undefined) continue;
      const best = bruteForceBestExchange(c, state, a, b);
      if (pair.optimize(state, a, b, 1, rng)) {
        placeExchange(c, state, a, b, pair);
        expect(engineFeasible(c, state, [a, b])).toBe(true);
        compared++;
      }
      expect(state.score).toBe(best);
    }
    expect(compared).toBeGreaterThan(10);
  });
});

describe('optimality on tiny instances', () => {
  it('the search reaches the brute-force optimum and the lower bound never passes it', () => {
    for (let seed = 1; seed <= 14; seed++) {
      const m = randomModel({
        seed: seed + 300,
        employees: 2 + (seed % 2),
        days: seed % 2 ? 4 : 5,
        positions: 1 + (seed % 2),
      });
      const c = compileModel(m);
      const state = new RosterState(c);
      let best = Infinity;
      const visit = (cell: number): void => {
        if (cell === c.E * c.D) {
          best = Math.min(best, state.score);
          return;
        }
        const e = Math.floor(cell / c.D);
        const d = cell % c.D;
        const options = [-1];
        if (c.allowed[cell] && state.total[d]! < c.cap[d]!) options.push(...c.quals[e]!);
        for (const p of options) {
          const mark = state.mark();
          state.set(e, d, p);
          if (d < c.D - 1 || state.rowFeasible(e)) visit(cell + 1);
          state.undoTo(mark);
        }
      };
      visit(0);
      const result = searchRoster(m, { maxIterations: 4_000 });
      expect([seed, result.score.total]).toEqual([seed, best]);
      expect(lowerBound(c)).toBeLessThanOrEqual(best);
    }
  });
});
