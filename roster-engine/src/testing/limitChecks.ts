/**
 * Checks shared by the tests of the employees' limits in the search: a searched roster keeps every
 * hard rule while the limit binds, the engine's hard count is the checker's count of a limit's
 * violations, and the pair exchange keeps a limit the compiled model counts per row.
 */
import { checkRoster } from '../checker';
import type { CheckResult } from '../checker';
import type { RosterModel, Violation } from '../model/types';
import { compileModel, type Compiled } from '../solver/compile';
import { scoreOf } from '../solver/output';
import { searchRoster, type SearchResult } from '../solver/searchRoster';
import type { RosterState } from '../solver/state';
import { withoutAvailability } from './availabilityCases';
import { eachPairExchange } from './pairChecks';
import { afterRandomChanges, expectSameScore, rowOf } from './rowChecks';

/** What breaks a limit in e's row, as the compiled model counts it (solver/rowLimits.ts), 0 when kept. */
export type RowCount = (c: Compiled, e: number, row: ArrayLike<number>) => number;

/** Searches m (`maxIterations`): the roster breaks no hard rule and scores as the checker does. */
export function expectCleanSearch(m: RosterModel, seed: number, maxIterations: number): SearchResult {
  const result = searchRoster(m, { maxIterations });
  const check = checkRoster(m, result.assignments);
  expect([seed, check.violations.filter((violation) => violation.hard)]).toEqual([seed, []]);
  expectSameScore(result.score, check.score);
  return result;
}

/**
 * After random changes (`afterRandomChanges`), the engine's hard count is the checker's count of
 * violations of `rules` and the rest of its score the checker's; `also` checks more.
 */
export function expectLimitCountAfterRandomChanges(
  m: RosterModel,
  seed: number,
  rules: readonly Violation['rule'][],
  also: (c: Compiled, state: RosterState, check: CheckResult) => void = () => {},
): void {
  afterRandomChanges(m, seed, (c, state, check) => {
    const score = scoreOf(m, state);
    expect(score.hard).toBe(check.violations.filter((v) => rules.includes(v.rule)).length);
    expectSameScore({ ...score, hard: 0 }, { ...check.score, hard: 0 });
    also(c, state, check);
  });
}

/**
 * For seeds 1 to `models`: `limited(seed)` searched (`maxIterations`) is clean (expectCleanSearch),
 * and the limit binds: searched without availability, the employees' rows add up to more than 5 by
 * `binding` of what `count` finds in each (all of it unless told).
 */
export function expectCleanWhileBinding(
  limited: (seed: number) => RosterModel,
  models: number,
  maxIterations: number,
  count: RowCount,
  binding: (found: number) => number = (found) => found,
): void {
  let total = 0;
  for (let seed = 1; seed <= models; seed++) {
    const m = limited(seed);
    expectCleanSearch(m, seed, maxIterations);
    const free = searchRoster(withoutAvailability(m), { maxIterations });
    const c = compileModel(m);
    m.employees.forEach((_employee, e) => {
      total += binding(count(c, e, rowOf(m, free.assignments, e)));
    });
  }
  expect(total).toBeGreaterThan(5);
}

/** For seeds 1 to 8, no exchange the pair DP finds in `model(seed)` leaves `count` above 0 in either row; there are some. */
export function expectPairExchangesKeep(model: (seed: number) => RosterModel, count: RowCount): void {
  let exchanges = 0;
  for (let seed = 1; seed <= 8; seed++) {
    exchanges += eachPairExchange(model(seed), seed, (c, a, b, pair) => {
      expect([seed, a, b, count(c, a, pair.rowA), count(c, b, pair.rowB)]).toEqual([seed, a, b, 0, 0]);
    });
  }
  expect(exchanges).toBeGreaterThan(0);
}
