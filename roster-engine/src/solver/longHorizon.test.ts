/**
 * Horizons over two months (a year for a large site, issue 32): the row DP stops counting days
 * worked and Sundays for the soft rules (rowDp.ts, keepsExactCounts), which the search then prices
 * through its exchanges and its score. The search on such horizons keeps every hard rule (hour
 * limits are still counted) and scores what the checker scores; a recreate is not polished by
 * exchanges there, and the absorb has its own share.
 */
import { randomLimitedModel, withHourLimits, withWeekendLimits } from '../testing/limitCases';
import { expectCleanSearch } from '../testing/limitChecks';
import { ALL_RULES, randomModel } from '../testing/solverCases';
import { EXACT_COUNTS_MAX_DAYS, keepsExactCounts } from './rowDp';
import { searchRoster } from './searchRoster';

describe('the row DP on long horizons', () => {
  it('counts days worked exactly up to two months, then no more, whatever the table', () => {
    expect(EXACT_COUNTS_MAX_DAYS).toBe(62);
    expect(keepsExactCounts(31, 50_000)).toBe(true);
    expect(keepsExactCounts(62, 50_000)).toBe(true);
    expect(keepsExactCounts(63, 50_000)).toBe(false);
    expect(keepsExactCounts(365, 1_000)).toBe(false);
    expect(keepsExactCounts(31, 5_000_000)).toBe(false);
  });

  it('keeps every hard rule and scores as the checker over 90 and 120 days (every rule, limits)', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const days = seed % 2 ? 90 : 120;
      expectCleanSearch(randomModel({ seed, employees: 14, days, positions: 2, rules: [...ALL_RULES] }), seed, 600);
      const limit = seed % 2 ? withHourLimits : withWeekendLimits;
      expectCleanSearch(randomLimitedModel(seed, { employees: 10, days, positions: 2 }, limit), seed, 600);
    }
  });

  it('polishes recreated rows by exchanges on a month, not on a longer horizon', () => {
    const rules = [...ALL_RULES];
    const sameWithoutPolish = (days: number): boolean => {
      const m = randomModel({ seed: 5, employees: 16, days, positions: 2, rules });
      const withPolish = searchRoster(m, { maxIterations: 400 });
      const without = searchRoster(m, { maxIterations: 400, tuning: { polish: false } });
      return JSON.stringify(withPolish.assignments) === JSON.stringify(without.assignments);
    };
    expect(sameWithoutPolish(31)).toBe(false);
    expect(sameWithoutPolish(90)).toBe(true);
  });

  it("gives the absorb its month's share on a month and its long share on a longer horizon", () => {
    const rules = [...ALL_RULES];
    const rosterWith = (days: number, tuning: { absorb?: number; longAbsorb?: number }): string => {
      const m = randomModel({ seed: 6, employees: 16, days, positions: 2, rules });
      return JSON.stringify(searchRoster(m, { maxIterations: 400, tuning }).assignments);
    };
    expect(rosterWith(31, { absorb: 0.3 })).not.toBe(rosterWith(31, { absorb: 0 }));
    expect(rosterWith(31, { longAbsorb: 0.3 })).toBe(rosterWith(31, { longAbsorb: 0 }));
    expect(rosterWith(90, { absorb: 0.3 })).toBe(rosterWith(90, { absorb: 0 }));
    expect(rosterWith(90, { longAbsorb: 0.3 })).not.toBe(rosterWith(90, { longAbsorb: 0 }));
  });
});
