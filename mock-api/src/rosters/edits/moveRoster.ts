/**
 * The calendar's move (spec 002 section 4): an assigned cell goes to an empty cell (another day
 * of the same employee, or another employee), keeping its position; then the whole roster is
 * re-validated. Refused when the target holds a day (DATE_NOT_EMPTY) or the source is not an
 * assigned day of the roster, or either cell is off the roster (ENTRY_NOT_FOUND).
 */
import type { Assignment, RosterModel } from '@times/roster-engine';
import { moveAndRevalidate } from '@times/roster-engine';
import { RosterStatusCode } from '@times/shared-sdk/schemas';
import type { EditOutcome } from './editOutcome';
import { editStatusOf } from './editStatus';
import { modelCell } from './modelCell';
import type { SwapCell } from './swapRoster';

export function moveRoster(
  model: RosterModel,
  assignments: readonly Assignment[],
  from: SwapCell,
  to: SwapCell,
): EditOutcome {
  const source = modelCell(model, from.empd, from.entry_date);
  const target = modelCell(model, to.empd, to.entry_date);
  if (!source || !target) return { ok: false, status: RosterStatusCode.ENTRY_NOT_FOUND };
  const edit = moveAndRevalidate(model, assignments, source, target);
  if (!edit.ok) return { ok: false, status: editStatusOf(edit.status) };
  const { assignments: next, check, summary, totals } = edit;
  return { ok: true, revalidation: { assignments: next, check, summary, totals } };
}
