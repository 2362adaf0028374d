/**
 * MIN_CONSECUTIVE_DAYS in the search: no run too short (the checker finds none), the engine's score
 * is the checker's, the row DP is the brute-force best, the pair exchange keeps the limit, and the
 * checker counts days worked in other rosters and leaves the runs at the period's ends alone. All
 * limits at once are kept too.
 */
import { checkRoster } from '../checker';
import type { Commitment, RosterModel } from '../model/types';
import { withAvailability } from '../testing/availabilityCases';
import { withRandomCommitments } from '../testing/commitmentCases';
import { withHourLimits, withRunLimits, withWeekendLimits } from '../testing/limitCases';
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
import { shortRuns } from './rowLimits';
import { RunStates } from './runStates';
import { searchRoster } from './searchRoster';
import { RosterState } from './state';

const size = (seed: number) => ({ employees: 4 + (seed % 7), days: 10 + (seed % 19), positions: 1 + (seed % 3) });

/** A random model with availability, commitments on odd seeds, and random minimums of days in a row. */
function limited(seed: number): RosterModel {
  let m = withAvailability(randomModel({ seed, ...size(seed), rules: [...ALL_RULES] }), seed);
  if (seed % 2 === 1) m = withRandomCommitments(m, seed);
  return withRunLimits(m, seed);
}

/** e's runs too short in a roster's assignments, as the compiled model counts them. */
function short(m: RosterModel, assignments: readonly { employeeId: string; date: string }[], e: number): number {
  const c = compileModel(m);
  const row = new Int16Array(c.D).fill(-1);
  const id = m.employees[e]!.id;
  for (const assignment of assignments)
    if (assignment.employeeId === id) row[m.days.findIndex((day) => day.date === assignment.date)] = 0;
  return shortRuns(c, e, row);
}

const hard = (m: RosterModel, assignments: Parameters<typeof checkRoster>[1]) =>
  checkRoster(m, assignments).violations.filter((violation) => violation.hard);

describe('minimum days in a row in the search', () => {
  it('leaves no run too short and scores as the checker does (16 random models)', () => {
    let binding = 0;
    for (let seed = 1; seed <= 16; seed++) {
      const m = limited(seed);
      const result = searchRoster(m, { maxIterations: 1_200 });
      expect([seed, hard(m, result.assignments)]).toEqual([seed, []]);
      expectSameScore(result.score, checkRoster(m, result.assignments).score);
      // The minimums do bind: without them some employee works a short run.
      const free = searchRoster(
        { ...m, employees: m.employees.map(({ availability: _a, ...rest }) => rest) },
        { maxIterations: 1_200 },
      );
      m.employees.forEach((_employee, e) => {
        binding += short(m, free.assignments, e);
      });
    }
    expect(binding).toBeGreaterThan(5);
  });

  it('keeps every limit at once (hours, weekends, days in a row)', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const m = withWeekendLimits(withHourLimits(limited(seed + 30), seed), seed);
      const result = searchRoster(m, { maxIterations: 1_000 });
      expect([seed, hard(m, result.assignments)]).toEqual([seed, []]);
      expectSameScore(result.score, checkRoster(m, result.assignments).score);
    }
  });

  it('keeps the hard count equal to the checker after random changes', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const m = withRunLimits(randomModel({ seed: seed + 40, employees: 5, days: 14, positions: 2 }), seed, 0.8);
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
          expect(score.hard).toBe(check.violations.filter((v) => v.rule === 'MIN_CONSECUTIVE_DAYS').length);
          expectSameScore({ ...score, hard: 0 }, { ...check.score, hard: 0 });
        }
      }
    }
  });

  it("the row DP's best row is the brute-force best with minimums of days in a row", () => {
    for (let seed = 1; seed <= 14; seed++) {
      let m = withRunLimits(randomModel({ seed: seed + 80, employees: 4, days: 10, positions: 2 }), seed, 1);
      if (seed % 2 === 0) m = withRandomCommitments(m, seed);
      if (seed % 3 === 0) m = withWeekendLimits(m, seed, 1);
      const c = compileModel(m);
      const state = new RosterState(c);
      const e = seed % c.E;
      fillOthers(c, state, e);
      const best = bruteForceBest(c, state, e);
      expect([seed, ...placeBestRow(c, state, e, seed)]).toEqual([seed, true, best]);
    }
  });

  it('the pair exchange never leaves a run too short', () => {
    let exchanges = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const m = withRunLimits(randomModel({ seed: seed + 120, employees: 6, days: 21, positions: 1 }), seed, 0.7);
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
          expect([seed, a, b, shortRuns(c, a, pair.rowA), shortRuns(c, b, pair.rowB)]).toEqual([seed, a, b, 0, 0]);
        }
      }
    }
    expect(exchanges).toBeGreaterThan(0);
  });

  it('counts days worked elsewhere in a run and leaves the runs at the ends alone', () => {
    // Monday 2026-12-07 for two weeks; a works at least 3 days in a row.
    const days = buildDays('2026-12-07', 14);
    const elsewhere = (date: string): Commitment => ({
      employeeId: 'a',
      date,
      start: `${date}T06:00`,
      end: `${date}T14:00`,
      hours: 8,
      restHours: 0,
      where: 'the Night shift',
    });
    const m: RosterModel = {
      ...model({
        days,
        positions: [position('G', every(1))],
        employees: [
          employee('a', 'G', {
            availability: { unavailableDates: [], unavailableWeekdays: [], requests: [], minConsecutiveDays: 3 },
          }),
          employee('b', 'G'),
        ],
        rules: [],
      }),
      commitments: [elsewhere('2026-12-10')],
    };
    const result = searchRoster(m, { maxIterations: 300 });
    expect(hard(m, result.assignments)).toEqual([]);
    const template = { ...result.assignments[0]!, employeeId: 'a' };
    const at = (dates: string[]) => dates.map((date) => ({ ...template, date }));
    // 12-07 touches the start; 12-09 with 12-10 elsewhere is 2 days; 12-12..13 is 2; 12-20 touches the end.
    const check = checkRoster(m, at(['2026-12-07', '2026-12-09', '2026-12-12', '2026-12-13', '2026-12-20']));
    expect(check.violations.filter((v) => v.hard)).toEqual([
      expect.objectContaining({
        rule: 'MIN_CONSECUTIVE_DAYS',
        date: '2026-12-09',
        amount: 1,
        reason: 'Name a Tester works 2 days in a row from 2026-12-09, under their minimum of 3',
      }),
      expect.objectContaining({ rule: 'MIN_CONSECUTIVE_DAYS', date: '2026-12-12', amount: 1 }),
    ]);
    // 12-11 joins the run to 12-09..12-11 (3 days, one elsewhere).
    expect(hard(m, at(['2026-12-09', '2026-12-11']))).toEqual([]);
  });
});
