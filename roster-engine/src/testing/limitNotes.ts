/**
 * Fixtures for the explanations of an employee's limits: a one-position model where employee a has
 * limits, and the check that each day the limit keeps a off is explained in the slot's reason
 * and the summary's notes.
 */
import type { EngineAvailability, EngineDay, RosterModel, RosterResult } from '../model/types';
import { availabilityNotes } from '../explain/availabilityNotes';
import { plainAvailability } from './availabilityCases';
import { employee, every, model, position } from './solverCases';

/** Position G needing `perDay` each day; employee a with `limits` (no unavailable day or request unless given), then `others` (of G). */
export function limitedModel(
  days: EngineDay[],
  perDay: number,
  limits: Partial<EngineAvailability>,
  others: readonly string[] = [],
): RosterModel {
  return model({
    days,
    positions: [position('G', every(perDay))],
    employees: [
      employee('a', 'G', { availability: plainAvailability(limits) }),
      ...others.map((id) => employee(id, 'G')),
    ],
    rules: [],
  });
}

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
