/**
 * MIN_CONSECUTIVE_DAYS in the search: no run too short (the checker finds none), the engine's score
 * is the checker's, the row DP is the brute-force best, the pair exchange keeps the limit, and the
 * checker counts days worked in other rosters and leaves the runs at the period's ends alone. All
 * limits at once are kept too.
 */
import { checkRoster } from '../checker';
import type { RosterModel } from '../model/types';
import { commitment, withRandomCommitments } from '../testing/commitmentCases';
import {
  limitedModel,
  randomLimitedModel,
  withHourLimits,
  withRunLimits,
  withWeekendLimits,
} from '../testing/limitCases';
import {
  expectCleanSearch,
  expectCleanWhileBinding,
  expectLimitCountAfterRandomChanges,
  expectPairExchangesKeep,
} from '../testing/limitChecks';
import { expectBestRowIsBruteForce } from '../testing/rowChecks';
import { buildDays, randomModel } from '../testing/solverCases';
import { shortRuns } from './rowLimits';
import { searchRoster } from './searchRoster';

const size = (seed: number) => ({ employees: 4 + (seed % 7), days: 10 + (seed % 19), positions: 1 + (seed % 3) });

/** A random model with availability, commitments on odd seeds, and random minimums of days in a row. */
const limited = (seed: number): RosterModel => randomLimitedModel(seed, size(seed), withRunLimits);

const hard = (m: RosterModel, assignments: Parameters<typeof checkRoster>[1]) =>
  checkRoster(m, assignments).violations.filter((violation) => violation.hard);

describe('minimum days in a row in the search', () => {
  it('leaves no run too short and scores as the checker does (16 random models)', () => {
    // The minimums do bind: without them some employee works a short run.
    expectCleanWhileBinding(limited, 16, 1_200, shortRuns);
  });

  it('keeps every limit at once (hours, weekends, days in a row)', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const m = withWeekendLimits(withHourLimits(limited(seed + 30), seed), seed);
      expectCleanSearch(m, seed, 1_000);
    }
  });

  it('keeps the hard count equal to the checker after random changes', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const m = withRunLimits(randomModel({ seed: seed + 40, employees: 5, days: 14, positions: 2 }), seed, 0.8);
      expectLimitCountAfterRandomChanges(m, seed, ['MIN_CONSECUTIVE_DAYS']);
    }
  });

  it("the row DP's best row is the brute-force best with minimums of days in a row", () => {
    for (let seed = 1; seed <= 14; seed++) {
      let m = withRunLimits(randomModel({ seed: seed + 80, employees: 4, days: 10, positions: 2 }), seed, 1);
      if (seed % 2 === 0) m = withRandomCommitments(m, seed);
      if (seed % 3 === 0) m = withWeekendLimits(m, seed, 1);
      expectBestRowIsBruteForce(m, seed);
    }
  });

  it('the pair exchange never leaves a run too short', () => {
    expectPairExchangesKeep(
      (seed) => withRunLimits(randomModel({ seed: seed + 120, employees: 6, days: 21, positions: 1 }), seed, 0.7),
      shortRuns,
    );
  });

  it('counts days worked elsewhere in a run and leaves the runs at the ends alone', () => {
    // Monday 2026-12-07 for two weeks; a works at least 3 days in a row.
    const days = buildDays('2026-12-07', 14);
    const m: RosterModel = {
      ...limitedModel(days, 1, { minConsecutiveDays: 3 }, ['b']),
      commitments: [commitment('a', '2026-12-10', { start: '06:00', end: '14:00' })],
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
        reason: 'Name a Tester works 2 days in a row from the 9th, under their minimum of 3',
      }),
      expect.objectContaining({ rule: 'MIN_CONSECUTIVE_DAYS', date: '2026-12-12', amount: 1 }),
    ]);
    // 12-11 joins the run to 12-09..12-11 (3 days, one elsewhere).
    expect(hard(m, at(['2026-12-09', '2026-12-11']))).toEqual([]);
  });
});
