/**
 * MAX_WEEKENDS in the search: the limit is never passed (the checker finds no MAX_WEEKENDS), the
 * engine's score is the checker's, the row DP is the brute-force best, the pair exchange keeps the
 * limit, and the checker counts the weekends worked in other rosters first.
 */
import { checkRoster } from '../checker';
import type { RosterModel } from '../model/types';
import { commitment } from '../testing/commitmentCases';
import { limitedModel, randomLimitedModel, withWeekendLimits } from '../testing/limitCases';
import {
  expectCleanWhileBinding,
  expectLimitCountAfterRandomChanges,
  expectPairExchangesKeep,
} from '../testing/limitChecks';
import { expectBestRowIsBruteForce } from '../testing/rowChecks';
import { buildDays, randomModel } from '../testing/solverCases';
import { weekendsOver } from './rowLimits';
import { searchRoster } from './searchRoster';

const size = (seed: number) => ({ employees: 4 + (seed % 7), days: 14 + (seed % 15), positions: 1 + (seed % 3) });

/** A random model with availability, commitments on odd seeds, and random weekend maximums. */
const limited = (seed: number): RosterModel => randomLimitedModel(seed, size(seed), withWeekendLimits);

describe('weekend limits in the search', () => {
  it('never passes a maximum and scores as the checker does (16 random models)', () => {
    // The maximums do bind: without them some employee works more weekends.
    expectCleanWhileBinding(limited, 16, 1_200, weekendsOver, (over) => (over > 0 ? 1 : 0));
  });

  it('keeps the hard count equal to the checker after random changes', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const m = withWeekendLimits(randomModel({ seed: seed + 40, employees: 5, days: 21, positions: 2 }), seed, 0.8);
      expectLimitCountAfterRandomChanges(m, seed, ['MAX_WEEKENDS']);
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
      expectBestRowIsBruteForce(m, seed);
    }
  });

  it('the pair exchange never passes a limit', () => {
    expectPairExchangesKeep(
      (seed) => withWeekendLimits(randomModel({ seed: seed + 120, employees: 6, days: 21, positions: 1 }), seed, 0.7),
      weekendsOver,
    );
  });

  it('counts the weekends worked in other rosters first, one violation per weekend over', () => {
    // Monday 2026-12-07 for three weeks: weekends 12-12/13, 12-19/20, 12-26/27.
    const days = buildDays('2026-12-07', 21);
    const m: RosterModel = {
      ...limitedModel(days, 1, { maxWeekends: 1 }, ['b']),
      commitments: [commitment('a', '2026-12-13', { start: '06:00', end: '14:00' })],
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
