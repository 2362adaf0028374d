/**
 * Issue 16: the search never stops (on its iteration budget or on stagnation) while an uncovered
 * slot has a rule-keeping single-move fix (checker/coverFixes.ts, found independently of the
 * search), whatever the seed. The models: 20 x 14 bench instances asking for 75% of each
 * position's employees every day, more than the 5-day runs and 2-day rests allow, so some slots
 * stay open in every roster; before the repair pass, 16 of these 40 budget-bound seeds and 2 of
 * these 20 stagnation-bound seeds ended with a slot one move would cover.
 */
import { checkRoster } from '../checker';
import { coverFixes } from '../checker/coverFixes';
import { withHeadcountShare } from '../bench/demand';
import { TEST_TIME_CAP_MS } from '../testing/fixtures';
import { generateInstance } from '../bench/generator';
import type { RuleSet } from '../bench/generator';
import type { RosterModel } from '../model/types';
import { searchRoster, type SearchOptions, type SearchResult } from './searchRoster';

const tight = (rules: RuleSet): RosterModel =>
  withHeadcountShare(
    generateInstance({ employees: 20, days: 14, rules, seed: 1, timeLimitMs: TEST_TIME_CAP_MS }),
    0.75,
  );

const seeds = (count: number): number[] => Array.from({ length: count }, (_, i) => i + 1);

/** Searches the model with one seed; the score must be the checker's and keep every hard rule. */
function solve(model: RosterModel, options: SearchOptions): SearchResult {
  const result = searchRoster(model, options);
  const check = checkRoster(model, result.assignments);
  expect(check.score.hard).toBe(0);
  expect(result.score.total).toBe(check.score.total);
  expect(result.score.uncovered).toBe(check.score.uncovered);
  expect(result.score.uncovered).toBeGreaterThan(0);
  return result;
}

describe('the search covers every slot a single move can cover before it stops', () => {
  it('when it ends on its iteration budget (every rule, 40 seeds)', () => {
    const base = tight('rich');
    const open = seeds(40).flatMap((seed) => {
      const model = { ...base, seed };
      const result = solve(model, { maxIterations: 500 });
      return coverFixes(model, result.assignments).map((fix) => ({ seed, ...fix }));
    });
    expect(open).toEqual([]);
  });

  it('when it ends on stagnation (simple rules, 20 seeds)', () => {
    const base = tight('simple');
    const stagnation = { stagnationMin: 300, stagnationPerWorker: 0 };
    const open = seeds(20).flatMap((seed) => {
      const model = { ...base, seed };
      const result = solve(model, { tuning: stagnation });
      // It stopped on stagnation, long before its budget of 60,000 iterations.
      expect(result.iterations).toBeLessThan(20_000);
      return coverFixes(model, result.assignments).map((fix) => ({ seed, ...fix }));
    });
    expect(open).toEqual([]);
  });

  /**
   * A clock read as 0 for its first `reads` reads, then from `at` on, 2 ms more at each read: the
   * search's time jumps there after a fixed amount of its work, whatever the machine's speed.
   */
  const jumpingClock = (reads: number, at: number): (() => number) => {
    let n = 0;
    return () => (++n <= reads ? 0 : at + 2 * (n - reads));
  };

  it('when the time ends it, with the last 5% of the time kept for the repair (10 seeds)', () => {
    const base = { ...tight('rich'), timeLimitMs: 10_000 };
    const openWith = (repairReserve: number) =>
      seeds(10).flatMap((seed) => {
        const model = { ...base, seed };
        const clock = jumpingClock(200, 9_500);
        const result = solve(model, { maxIterations: 10_000_000, clock, tuning: { repairReserve } });
        // The time ended it (9.8 s), not the budget or stagnation.
        expect(result.elapsedMs).toBeLessThan(9_900);
        return coverFixes(model, result.assignments).map((fix) => ({ seed, ...fix }));
      });
    // From 9.5 s, in the repair's reserve (the search stops at 9.8 s, the reserve from 9.31 s): repaired.
    expect(openWith(0.05)).toEqual([]);
    // Without the reserve the search runs on to 9.8 s and stops there with slots one move covers.
    expect(openWith(0).length).toBeGreaterThan(0);
  });

  it('stays deterministic: the same seed gives the same roster', () => {
    const model = { ...tight('rich'), seed: 3 };
    const first = solve(model, { maxIterations: 500 });
    const second = solve(model, { maxIterations: 500 });
    expect(second.assignments).toEqual(first.assignments);
    expect(second.iterations).toBe(first.iterations);
  });
});
