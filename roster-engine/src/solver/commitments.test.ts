/**
 * The engine against the checker when employees work other rosters (commitments, with forbidden
 * shift successions): the run
 * automaton and the blocked cells agree with the checker's hard rules on every row, the dynamic
 * programs find the brute-force best rows, and the search's score equals the checker's.
 */
import { checkRoster } from '../checker';
import type { RosterModel } from '../model/types';
import { BLOCK_SUCCESSION, commitmentTables } from '../commitments';
import { withRandomCommitments, withRandomSuccessions } from '../testing/commitmentCases';
import { bruteForceBestExchange, placeExchange } from '../testing/pairChecks';
import { engineFeasible, expectSameScore, forEachRow, randomState } from '../testing/rowChecks';
import { ALL_RULES, randomModel } from '../testing/solverCases';
import { scoreOf, toAssignments } from './output';
import { PairOptimizer } from './pairDp';
import { RowOptimizer } from './rowDp';
import { searchRoster } from './searchRoster';

const committedModel = (seed: number, employees: number, days: number, positions: number): RosterModel =>
  withRandomSuccessions(
    withRandomCommitments(randomModel({ seed, employees, days, positions, rules: [...ALL_RULES] }), seed),
    seed,
  );

/** The cells of the model a forbidden succession blocks. */
const successionCells = (m: RosterModel): number =>
  commitmentTables(m).block.filter((kind) => kind === BLOCK_SUCCESSION).length;

describe('commitments: engine and checker agree', () => {
  it('on which rows keep the hard rules, and the row DP finds the best of them (brute force)', () => {
    let withCommitments = 0;
    let successions = 0;
    for (let seed = 1; seed <= 14; seed++) {
      const m = committedModel(seed, 4, 7, 1 + (seed % 2));
      successions += successionCells(m);
      const { c, state, runs, rng } = randomState(m, seed);
      const e = seed % c.E;
      if (m.commitments!.some((one) => one.employeeId === m.employees[e]!.id)) withCommitments++;
      for (let d = 0; d < c.D; d++) state.set(e, d, -1);
      state.commit();
      // Every other row keeps the rules for the checker too.
      expect(checkRoster(m, toAssignments(m, c, state)).score.hard).toBe(0);
      let best = Infinity;
      forEachRow(c, state, e, () => {
        const engine = engineFeasible(c, state, [e]);
        const check = checkRoster(m, toAssignments(m, c, state));
        expect([seed, engine]).toEqual([seed, check.score.hard === 0]);
        if (engine) {
          best = Math.min(best, state.score);
          expectSameScore(scoreOf(m, state), check.score);
        }
      });
      const dp = new RowOptimizer(c, runs);
      dp.optimize(state, e, c.coverWeight, 1, rng);
      for (let d = 0; d < c.D; d++) state.set(e, d, dp.row[d]!);
      expect(engineFeasible(c, state, [e])).toBe(true);
      expect([seed, state.score]).toEqual([seed, best]);
    }
    expect(withCommitments).toBeGreaterThan(4);
    expect(successions).toBeGreaterThan(8);
  });

  it('the pair DP finds the best exchange (brute force)', () => {
    let compared = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const m = committedModel(seed + 500, 4, 9, 1);
      const { c, state, runs, rng } = randomState(m, seed + 50);
      const pair = new PairOptimizer(c, runs);
      const [a, b] = [0, 1];
      const best = bruteForceBestExchange(c, state, a, b);
      if (pair.optimize(state, a, b, 1, rng)) {
        placeExchange(c, state, a, b, pair);
        expect(engineFeasible(c, state, [a, b])).toBe(true);
        compared++;
      }
      expect([seed, state.score]).toEqual([seed, best]);
    }
    expect(compared).toBeGreaterThan(8);
  });

  it("the search's roster breaks no rule and scores as the checker does (16 random models)", () => {
    for (let seed = 601; seed <= 616; seed++) {
      const m = withRandomSuccessions(
        withRandomCommitments(
          randomModel({ seed, employees: 5 + (seed % 8), days: 7 + (seed % 15), positions: 1 + (seed % 3) }),
          seed,
        ),
        seed,
      );
      const result = searchRoster(m, { maxIterations: 1_500 });
      const check = checkRoster(m, result.assignments);
      expect([seed, check.violations.filter((violation) => violation.hard)]).toEqual([seed, []]);
      expectSameScore(result.score, check.score);
    }
  });
});
