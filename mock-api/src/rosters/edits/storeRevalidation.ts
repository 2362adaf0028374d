/**
 * Keeps an edited roster: the re-validated assignments, violations, uncovered slots, score, day
 * totals and summary replace the stored result's, in one store update. The search statistics
 * stay as the calculation left them.
 */
import type { Revalidation, RosterModel } from '@times/roster-engine';
import type { DbState, StoredRosterResult } from '../../store/types';
import { pinsAfterEdit, pinsOf } from '../pins/rosterPins';

export const revalidatedResult = (
  result: StoredRosterResult,
  { assignments, check, totals, summary }: Revalidation,
): StoredRosterResult => ({
  ...result,
  assignments,
  violations: check.violations,
  uncovered: check.uncovered,
  score: check.score,
  totals,
  summary,
});

/**
 * Writes the edit into roster `rosterId` of `draft` (nothing when it has no result any more), with
 * the model it was checked against (its commitments as they were then), stamped `editedAt`; the
 * cells the edit changed are pinned (rosters/pins).
 */
export function storeRevalidation(
  draft: DbState,
  rosterId: number,
  revalidation: Revalidation,
  model?: RosterModel,
  editedAt?: string,
): void {
  const roster = draft.rosters.find((candidate) => candidate.id === rosterId);
  if (!roster?.result) return;
  roster.pins = pinsAfterEdit(pinsOf(roster), roster.result.assignments, revalidation.assignments);
  roster.result = revalidatedResult(roster.result, revalidation);
  if (model) roster.model = model;
  if (editedAt) roster.edited_at = editedAt;
}
