/**
 * The check, for the explanations of an employee's limits, that each day a limit keeps employee a
 * off is explained in the slot's reason and the summary's notes.
 */
import type { RosterModel, RosterResult } from '../model/types';
import { availabilityNotes } from '../explain/availabilityNotes';

/** Each date of `off` is short one of G "at their <limit>", in the uncovered reasons and a's notes; no hard violation. */
export function expectLimitExplained(
  m: RosterModel,
  result: RosterResult,
  off: readonly string[],
  limit: string,
): void {
  expect(result.uncovered.map((slot) => [slot.date, slot.reason])).toEqual(
    off.map((date) => [date, `No Position G left on ${date}: 1 at their ${limit}`]),
  );
  expect(availabilityNotes(m, result.assignments).map((note) => note.reason)).toEqual(
    off.map((date) => `Name a Tester not rostered on ${date}: at their ${limit}`),
  );
  expect(result.violations.filter((violation) => violation.hard)).toEqual([]);
}
