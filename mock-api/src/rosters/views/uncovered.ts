/**
 * The engine's uncovered slots as the statistics details list them (RosterUncoveredSlot): the
 * position's name from the model and its rld (ours: View Roster asks who can cover the place), the
 * date, how many places are missing and why. Sorted by date, then in the model's position order.
 */
import type { RosterUncoveredSlot } from '../../contract';
import type { RosterModel, UncoveredSlot } from '@times/roster-engine';
import { modelNames } from './modelNames';

export function rosterUncovered(model: RosterModel, uncovered: readonly UncoveredSlot[]): RosterUncoveredSlot[] {
  const names = modelNames(model);
  return [...uncovered]
    .sort(
      (a, b) => a.date.localeCompare(b.date) || names.positionOrder(a.positionId) - names.positionOrder(b.positionId),
    )
    .map((slot) => ({
      role_name: names.positionName(slot.positionId),
      rld: slot.positionId,
      entry_date: slot.date,
      missing: slot.missing,
      reason: slot.reason,
    }));
}
