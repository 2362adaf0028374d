/**
 * Pinned assignments for the engine's tests: a random share of a roster's assignments as pins, and
 * a check that every pin is in a roster as it was pinned. Nothing here scores a roster.
 */
import type { Assignment, PinnedDay, RosterModel } from '../model/types';
import { caseRandom } from './solverCases';

/** About `share` of the roster's assignments (at least one when there are any), as pins. */
export function randomPins(roster: readonly Assignment[], seed: number, share = 0.3): PinnedDay[] {
  const rnd = caseRandom(seed * 31_337 + 5);
  const pins = roster.filter(() => rnd() < share);
  if (pins.length === 0 && roster.length > 0) pins.push(roster[Math.floor(rnd() * roster.length)]!);
  return pins.map(({ employeeId, date, positionId }) => ({ employeeId, date, positionId }));
}

/** The model's pins missing from the roster (not assigned, or on another position). */
export function missingPins(model: RosterModel, roster: readonly Assignment[]): PinnedDay[] {
  const cells = new Set(roster.map((one) => `${one.employeeId} ${one.date} ${one.positionId}`));
  return (model.pinned ?? []).filter((pin) => !cells.has(`${pin.employeeId} ${pin.date} ${pin.positionId}`));
}
