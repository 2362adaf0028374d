/**
 * Availability in the search: unavailable days are never rostered (the checker finds no
 * UNAVAILABLE violation), and the day requests' price in the row DP, the pair exchange and the
 * incremental score agree with the independent checker.
 */
import { checkRoster } from '../checker';
import type { RosterModel } from '../model/types';
import { withAvailability } from '../testing/availabilityCases';
import { afterRandomChanges, expectBestRowIsBruteForce, expectSameScore } from '../testing/rowChecks';
import { ALL_RULES, buildDays, employee, every, model, position, randomModel } from '../testing/solverCases';
import { compileModel } from './compile';
import { scoreOf } from './output';
import { PairOptimizer } from './pairDp';
import { Prng } from './prng';
import { RunStates } from './runStates';
import { searchRoster } from './searchRoster';
import { RosterState } from './state';

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
      afterRandomChanges(
        m,
        seed,
        (_c, state, check) => {
          expectSameScore({ ...scoreOf(m, state), hard: 0 }, { ...check.score, hard: 0 });
          expect(state.score).toBe(check.score.total);
        },
        0.2,
      );
    }
  });

  it("the row DP's best row is the brute-force best with requests priced", () => {
    for (let seed = 1; seed <= 10; seed++) {
      const m = randomWithAvailability(seed + 80, { employees: 4, days: 8, positions: 2 });
      // Everyone else works their own position on even days where they may.
      expectBestRowIsBruteForce(m, seed);
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
