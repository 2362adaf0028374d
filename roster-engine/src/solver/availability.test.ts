/**
 * Availability in the search: unavailable days are never rostered (the checker finds no
 * UNAVAILABLE violation), and the day requests' price in the row DP, the pair exchange and the
 * incremental score agree with the independent checker.
 */
import { checkRoster } from '../checker';
import type { RosterModel, RuleId, Score } from '../model/types';
import { withAvailability } from '../testing/availabilityCases';
import {
  ALL_RULES,
  buildDays,
  caseRandom,
  employee,
  every,
  model,
  position,
  randomModel,
} from '../testing/solverCases';
import { compileModel } from './compile';
import { scoreOf, toAssignments } from './output';
import { PairOptimizer } from './pairDp';
import { Prng } from './prng';
import { RowOptimizer } from './rowDp';
import { RunStates } from './runStates';
import { searchRoster } from './searchRoster';
import { RosterState } from './state';

function expectSameScore(actual: Score, expected: Score): void {
  expect(actual.total).toBe(expected.total);
  expect(actual.coverCost).toBe(expected.coverCost);
  const rules = new Set([...Object.keys(actual.soft), ...Object.keys(expected.soft)]) as Set<RuleId>;
  for (const rule of rules) expect([rule, actual.soft[rule] ?? 0]).toEqual([rule, expected.soft[rule] ?? 0]);
}

const randomWithAvailability = (seed: number, size: { employees: number; days: number; positions: number }) =>
  withAvailability(randomModel({ seed, ...size, rules: [...ALL_RULES] }), seed);

describe('availability in the search', () => {
  it('never rosters an unavailable day and scores requests as the checker does (16 random models)', () => {
    let requestPenalties = 0;
    for (let seed = 1; seed <= 16; seed++) {
      const m = randomWithAvailability(seed, {
        employees: 4 + (seed % 7),
        days: 7 + (seed % 12),
        positions: 1 + (seed % 3),
      });
      const result = searchRoster(m, { maxIterations: 1_500 });
      const check = checkRoster(m, result.assignments);
      expect(check.violations.filter((violation) => violation.hard)).toEqual([]);
      expectSameScore(result.score, check.score);
      requestPenalties += check.score.soft.REQUESTS ?? 0;
      // Unavailable whatever the rules: also without any rule assigned.
      const bare = { ...m, rules: [] };
      expect(checkRoster(bare, searchRoster(bare, { maxIterations: 500 }).assignments).score.hard).toBe(0);
    }
    // The cases do leave requests unmet (so the comparison above is not 0 = 0 only).
    expect(requestPenalties).toBeGreaterThan(0);
  });

  it('keeps the incremental score equal to the checker after random changes', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const m = randomWithAvailability(seed + 40, { employees: 5, days: 10, positions: 2 });
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
        if (rnd() < 0.2) state.undoTo(mark);
        else state.commit();
        if (step % 30 === 29) {
          const check = checkRoster(m, toAssignments(m, c, state));
          expectSameScore(scoreOf(m, state), check.score);
          expect(state.score).toBe(check.score.total);
        }
      }
    }
  });

  it("the row DP's best row is the brute-force best with requests priced", () => {
    for (let seed = 1; seed <= 10; seed++) {
      const m = randomWithAvailability(seed + 80, { employees: 4, days: 8, positions: 2 });
      const c = compileModel(m);
      const state = new RosterState(c);
      const e = seed % c.E;
      // Everyone else works their own position on even days where they may.
      for (let x = 0; x < c.E; x++) {
        if (x === e || c.quals[x]!.length === 0) continue;
        for (let d = 0; d < c.D; d += 2)
          if (c.allowed[x * c.D + d] && state.total[d]! < c.cap[d]!) state.set(x, d, c.quals[x]![0]!);
        if (!state.rowFeasible(x)) for (let d = 0; d < c.D; d++) state.set(x, d, -1);
      }
      state.commit();
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
      const dp = new RowOptimizer(c, new RunStates(c));
      dp.optimize(state, e, c.coverWeight, 1, new Prng(seed));
      for (let d = 0; d < c.D; d++) state.set(e, d, dp.row[d]!);
      expect([seed, state.score]).toEqual([seed, best]);
    }
  });

  it('the pair exchange moves a day to the one who asked to work it, away from the one who asked it off', () => {
    const days = buildDays('2026-12-07', 7);
    const m: RosterModel = model({
      days,
      positions: [position('G', every(1))],
      employees: [
        employee('a', 'G', {
          availability: {
            unavailableDates: [],
            unavailableWeekdays: [],
            requests: [{ date: days[2]!.date, work: false, weight: 4 }],
          },
        }),
        employee('b', 'G', {
          availability: {
            unavailableDates: [],
            unavailableWeekdays: [],
            requests: [{ date: days[2]!.date, work: true, weight: 3 }],
          },
        }),
      ],
      rules: ['REQUESTS'],
    });
    const c = compileModel(m);
    const state = new RosterState(c);
    for (let d = 0; d < c.D; d++) state.set(d % 2 === 0 ? 0 : 1, d, 0);
    state.commit();
    expect(state.requestPenalty).toBe(7);
    const pair = new PairOptimizer(c, new RunStates(c));
    expect(pair.optimize(state, 0, 1, 0, new Prng(1))).toBe(true);
    expect([pair.rowA[2], pair.rowB[2]]).toEqual([-1, 0]);
  });

  it('grants the request with the larger weight when two ask for the same single place', () => {
    const days = buildDays('2026-12-07', 1);
    const ask = (work: boolean, weight: number) => ({
      availability: {
        unavailableDates: [],
        unavailableWeekdays: [],
        requests: [{ date: days[0]!.date, work, weight }],
      },
    });
    const m = model({
      days,
      positions: [position('G', every(1))],
      employees: [employee('a', 'G', ask(true, 2)), employee('b', 'G', ask(true, 9))],
      rules: ['REQUESTS'],
    });
    const result = searchRoster(m, { maxIterations: 200 });
    expect(result.assignments.map((assignment) => assignment.employeeId)).toEqual(['b']);
    expect(result.score.soft.REQUESTS).toBe(2 * 2);
  });
});
