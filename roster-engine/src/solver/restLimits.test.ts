/**
 * MIN_CONSECUTIVE_DAYS_OFF in the search: no rest too short (the checker finds none), the engine's
 * score is the checker's, the row DP is the brute-force best (with the other run limits too), the
 * pair exchange keeps the limit, and the checker counts days worked in other rosters and leaves
 * rests between days worked elsewhere only alone. All limits at once are kept too.
 */
import { checkRoster } from '../checker';
import type { RosterModel } from '../model/types';
import { commitment, withRandomCommitments } from '../testing/commitmentCases';
import {
  limitedModel,
  randomLimitedModel,
  withHourLimits,
  withRestLimits,
  withRunLimits,
  withShiftLimits,
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
import { shortRests } from './rowLimits';
import { runLimitStates } from './runLimitStates';
import { searchRoster } from './searchRoster';

const size = (seed: number) => ({ employees: 4 + (seed % 7), days: 10 + (seed % 19), positions: 1 + (seed % 3) });

/** A random model with availability, commitments on odd seeds, and random minimums of days off in a row. */
const limited = (seed: number): RosterModel => randomLimitedModel(seed, size(seed), withRestLimits);

const hard = (m: RosterModel, assignments: Parameters<typeof checkRoster>[1]) =>
  checkRoster(m, assignments).violations.filter((violation) => violation.hard);

describe('minimum days off in a row in the search', () => {
  it('leaves no rest too short and scores as the checker does (16 random models)', () => {
    // The minimums do bind: without them some employee takes a short rest.
    expectCleanWhileBinding(limited, 16, 1_200, shortRests);
  });

  it('keeps every limit at once (hours, shifts, weekends, days and days off in a row)', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const m = withShiftLimits(
        withRunLimits(withWeekendLimits(withHourLimits(limited(seed + 30), seed), seed), seed),
        seed,
      );
      expectCleanSearch(m, seed, 1_000);
    }
  });

  it('keeps the hard count equal to the checker after random changes', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const m = withRestLimits(randomModel({ seed: seed + 40, employees: 5, days: 14, positions: 2 }), seed, 0.8);
      expectLimitCountAfterRandomChanges(m, seed, ['MIN_CONSECUTIVE_DAYS_OFF']);
    }
  });

  it("the row DP's best row is the brute-force best with minimums of days off in a row", () => {
    for (let seed = 1; seed <= 16; seed++) {
      let m = withRestLimits(randomModel({ seed: seed + 80, employees: 4, days: 10, positions: 2 }), seed, 1);
      if (seed % 2 === 0) m = withRandomCommitments(m, seed);
      if (seed % 3 === 0) m = withWeekendLimits(m, seed, 1);
      if (seed % 4 < 2) m = withRunLimits(m, seed, 1);
      expectBestRowIsBruteForce(m, seed);
    }
  });

  it('the pair exchange never leaves a rest too short', () => {
    expectPairExchangesKeep(
      (seed) => withRestLimits(randomModel({ seed: seed + 120, employees: 6, days: 21, positions: 1 }), seed, 0.7),
      shortRests,
    );
  });

  it('builds no more states than the two minimums need', () => {
    expect(runLimitStates(0, 0)).toBeNull();
    expect(runLimitStates(0, 1)).toBeNull();
    expect(runLimitStates(3, 0)!.Z).toBe(6);
    // Free, worked elsewhere / here, then off 1 or 2 days after a day elsewhere / here.
    expect(runLimitStates(0, 3)!.Z).toBe(7);
    expect(runLimitStates(3, 3)!.Z).toBeLessThan(6 * 7);
  });

  it('counts days worked elsewhere around a rest and leaves rests between them alone', () => {
    // Monday 2026-12-07 for two weeks; a takes at least 3 days off in a row.
    const days = buildDays('2026-12-07', 14);
    const m: RosterModel = {
      ...limitedModel(days, 1, { minConsecutiveDaysOff: 3 }, ['b']),
      commitments: [
        commitment('a', '2026-12-10', { start: '06:00', end: '14:00' }),
        commitment('a', '2026-12-17', { start: '06:00', end: '14:00' }),
        commitment('a', '2026-12-19', { start: '06:00', end: '14:00' }),
      ],
    };
    const result = searchRoster(m, { maxIterations: 300 });
    expect(hard(m, result.assignments)).toEqual([]);
    const template = { ...result.assignments[0]!, employeeId: 'a' };
    const at = (dates: string[]) => dates.map((date) => ({ ...template, date }));
    // 12-08 then 12-10 elsewhere: 1 day off; 12-10 elsewhere then 12-13: 2 days off; 12-13 to 12-17
    // elsewhere: 3; 12-17 and 12-19 elsewhere with 12-18 off between: no concern here.
    const check = checkRoster(m, at(['2026-12-08', '2026-12-13']));
    expect(check.violations.filter((v) => v.hard)).toEqual([
      expect.objectContaining({
        rule: 'MIN_CONSECUTIVE_DAYS_OFF',
        date: '2026-12-08',
        amount: 2,
        reason: 'Name a Tester has 1 day off in a row from the 9th, under their minimum of 3',
      }),
      expect.objectContaining({ rule: 'MIN_CONSECUTIVE_DAYS_OFF', date: '2026-12-13', amount: 1 }),
    ]);
    // 12-07..09 touch the period's start; 12-11 follows 12-10; 12-12..16 is 5 days; 12-20 follows 12-19.
    expect(hard(m, at(['2026-12-11', '2026-12-20']))).toEqual([]);
  });
});
