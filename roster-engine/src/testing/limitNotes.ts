/**
 * The check, for the explanations of an employee's limits, that each day a limit keeps employee a
 * off is explained in the slot's reason and the summary's notes.
 */
import type { RosterModel, RosterResult } from '../model/types';
import { availabilityNotes } from '../explain/availabilityNotes';
import { ordinal } from '../explain/dayWords';

/** 'the 12th' of a 'YYYY-MM-DD' in a period of at most a month. */
export const theDay = (date: string): string => `the ${ordinal(Number(date.slice(8, 10)))}`;

/**
 * Each date of `off` is short one of G "at their <limit>" in the uncovered reasons, "he is at his <limit>" in a's
 * notes; no hard violation.
 */
export function expectLimitExplained(
  m: RosterModel,
  result: RosterResult,
  off: readonly string[],
  limit: string,
): void {
  expect(result.uncovered.map((slot) => [slot.date, slot.reason])).toEqual(
    off.map((date) => [date, `No Position G left on ${theDay(date)}: 1 at their ${limit}`]),
  );
  expect(availabilityNotes(m, result.assignments).map((note) => note.reason)).toEqual(
    off.map((date) => `Name a not rostered on ${theDay(date)}: he is at his ${limit}`),
  );
  expect(result.violations.filter((violation) => violation.hard)).toEqual([]);
}
