/**
 * Checks shared by the tests of the employees' limits in the search: a searched roster keeps every
 * hard rule, and the engine's hard count is the checker's count of a limit's violations.
 */
import { checkRoster } from '../checker';
import type { CheckResult } from '../checker';
import type { RosterModel, Violation } from '../model/types';
import type { Compiled } from '../solver/compile';
import { scoreOf } from '../solver/output';
import { searchRoster, type SearchResult } from '../solver/searchRoster';
import type { RosterState } from '../solver/state';
import { afterRandomChanges, expectSameScore } from './rowChecks';

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
