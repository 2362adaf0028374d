/**
 * MAX_WEEKENDS in the search: the limit is never passed (the checker finds no MAX_WEEKENDS), the
 * engine's score is the checker's, the row DP is the brute-force best, the pair exchange keeps the
 * limit, and the checker counts the weekends worked in other rosters first.
 */
import { checkRoster } from '../checker';
import type { Commitment, RosterModel } from '../model/types';
import { withAvailability } from '../testing/availabilityCases';
import { withRandomCommitments } from '../testing/commitmentCases';
import { withWeekendLimits } from '../testing/limitCases';
import { bruteForceBest, expectSameScore, fillOthers, placeBestRow } from '../testing/rowChecks';
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
import { weekendsOver } from './rowLimits';

const size = (seed: number) => ({ employees: 4 + (seed % 7), days: 14 + (seed % 15), positions: 1 + (seed % 3) });

/** A random model with availability, commitments on odd seeds, and random weekend maximums. */
function limited(seed: number): RosterModel {
  let m = withAvailability(randomModel({ seed, ...size(seed), rules: [...ALL_RULES] }), seed);
  if (seed % 2 === 1) m = withRandomCommitments(m, seed);
  return withWeekendLimits(m, seed);
}

/** Weekends of e worked here beyond e's limit in a roster's assignments, as the compiled model counts them. */
function over(m: RosterModel, assignments: readonly { employeeId: string; date: string }[], e: number): number {
  const c = compileModel(m);
  const row = new Int16Array(c.D).fill(-1);
  const id = m.employees[e]!.id;
  for (const assignment of assignments)
    if (assignment.employeeId === id) row[m.days.findIndex((day) => day.date === assignment.date)] = 0;
  return weekendsOver(c, e, row);
}

describe('weekend limits in the search', () => {
  it('never passes a maximum and scores as the checker does (16 random models)', () => {
    let binding = 0;
    for (let seed = 1; seed <= 16; seed++) {
      const m = limited(seed);
      const result = searchRoster(m, { maxIterations: 1_200 });
      const check = checkRoster(m, result.assignments);
      expect([seed, check.violations.filter((violation) => violation.hard)]).toEqual([seed, []]);
      expectSameScore(result.score, check.score);
      // The maximums do bind: without them some employee works more weekends.
      const free = searchRoster(
        { ...m, employees: m.employees.map(({ availability: _a, ...rest }) => rest) },
        { maxIterations: 1_200 },
      );
      m.employees.forEach((_employee, e) => {
        if (over(m, free.assignments, e) > 0) binding++;
      });
    }
    expect(binding).toBeGreaterThan(5);
  });

  it('keeps the hard count equal to the checker after random changes', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const m = withWeekendLimits(randomModel({ seed: seed + 40, employees: 5, days: 21, positions: 2 }), seed, 0.8);
      const c = compileModel(m);
      const state = new RosterState(c);
      const rnd = caseRandom(seed);
      for (let step = 0; step < 300; step++) {
        const e = Math.floor(rnd() * c.E);
        const d = Math.floor(rnd() * c.D);
        const quals = c.quals[e]!;
        const p = rnd() < 0.4 || quals.length === 0 || !c.allowed[e * c.D + d] ? -1 : quals[0]!;
        state.set(e, d, p);
        state.commit();
        if (step % 30 === 29) {
          const check = checkRoster(m, toAssignments(m, c, state));
          const score = scoreOf(m, state);
          expect(score.hard).toBe(check.violations.filter((v) => v.rule === 'MAX_WEEKENDS').length);
          expectSameScore({ ...score, hard: 0 }, { ...check.score, hard: 0 });
        }
      }
    }
  });

  it("the row DP's best row is the brute-force best with weekend limits", () => {
    for (let seed = 1; seed <= 12; seed++) {
      // 11 days from a Wednesday to a Saturday: two weekends, the second cut by the period's end.
      const m = withWeekendLimits(
        randomModel({ seed: seed + 80, employees: 4, days: 11, positions: 2, start: '2026-03-04' }),
        seed,
        1,
      );
      const c = compileModel(m);
      const state = new RosterState(c);
      const e = seed % c.E;
      fillOthers(c, state, e);
      const best = bruteForceBest(c, state, e);
      expect([seed, ...placeBestRow(c, state, e, seed)]).toEqual([seed, true, best]);
    }
  });

  it('the pair exchange never passes a limit', () => {
    let exchanges = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const m = withWeekendLimits(randomModel({ seed: seed + 120, employees: 6, days: 21, positions: 1 }), seed, 0.7);
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
      for (let a = 0; a < c.E; a++) {
        for (let b = 0; b < c.E; b++) {
          if (a === b || c.groupOf[a] !== c.groupOf[b] || !pair.optimize(state, a, b, 1, rng)) continue;
          exchanges++;
          expect([seed, a, b, weekendsOver(c, a, pair.rowA), weekendsOver(c, b, pair.rowB)]).toEqual([
            seed,
            a,
            b,
            0,
            0,
          ]);
        }
      }
    }
    expect(exchanges).toBeGreaterThan(0);
  });

  it('counts the weekends worked in other rosters first, one violation per weekend over', () => {
    // Monday 2026-12-07 for three weeks: weekends 12-12/13, 12-19/20, 12-26/27.
    const days = buildDays('2026-12-07', 21);
    const commitment: Commitment = {
      employeeId: 'a',
      date: '2026-12-13',
      start: '2026-12-13T06:00',
      end: '2026-12-13T14:00',
      hours: 8,
      restHours: 0,
      where: 'the Night shift',
    };
    const m: RosterModel = {
      ...model({
        days,
        positions: [position('G', every(1))],
        employees: [
          employee('a', 'G', {
            availability: { unavailableDates: [], unavailableWeekdays: [], requests: [], maxWeekends: 1 },
          }),
          employee('b', 'G'),
        ],
        rules: [],
      }),
      commitments: [commitment],
    };
    const result = searchRoster(m, { maxIterations: 300 });
    expect(checkRoster(m, result.assignments).score.hard).toBe(0);
    // 12-12 is free: its weekend is worked elsewhere already (12-13).
    const weekendDays = new Set(['2026-12-19', '2026-12-20', '2026-12-26', '2026-12-27']);
    expect(result.assignments.filter((x) => x.employeeId === 'a' && weekendDays.has(x.date))).toEqual([]);
    const template = result.assignments.find((x) => x.employeeId === 'a')!;
    const check = checkRoster(
      m,
      ['2026-12-19', '2026-12-20', '2026-12-26'].map((date) => ({ ...template, date })),
    );
    const reason = 'Name a Tester works 3 weekends (1 in other rosters), over the 1-weekend limit';
    expect(check.violations.filter((v) => v.hard)).toEqual([
      expect.objectContaining({ rule: 'MAX_WEEKENDS', date: '2026-12-19', amount: 1, reason }),
      expect.objectContaining({ rule: 'MAX_WEEKENDS', date: '2026-12-26', amount: 1, reason }),
    ]);
    expect(check.score.hard).toBe(2);
  });
});
