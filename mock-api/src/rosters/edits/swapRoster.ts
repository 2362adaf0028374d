/**
 * The calendar's swap (spec 002 section 4): the dragged cell and the assigned cell it was dropped
 * on trade dates, then the whole roster is re-validated. Refused for the same employee, when
 * either already works the other's date, or when a cell is not an assigned day of the roster.
 */
import type { Assignment, RosterModel } from '@times/roster-engine';
import { swapAndRevalidate } from '@times/roster-engine';
import { RosterStatusCode } from '@times/shared-sdk/schemas';
import type { EditOutcome } from './editOutcome';
import { editStatusOf } from './editStatus';
import { modelCell } from './modelCell';

export interface SwapCell {
  empd: string;
  entry_date: string;
}

export function swapRoster(
  model: RosterModel,
  assignments: readonly Assignment[],
  dropped: SwapCell,
  onto: SwapCell,
): EditOutcome {
  if (dropped.empd === onto.empd) return { ok: false, status: RosterStatusCode.CANT_DROP_THE_SAME_EMPLOYEE };
  const a = modelCell(model, dropped.empd, dropped.entry_date);
  const b = modelCell(model, onto.empd, onto.entry_date);
  if (!a || !b) return { ok: false, status: RosterStatusCode.ENTRY_NOT_FOUND };
  const edit = swapAndRevalidate(model, assignments, a, b);
  if (!edit.ok) return { ok: false, status: editStatusOf(edit.status) };
  const { assignments: next, check, summary, totals } = edit;
  return { ok: true, revalidation: { assignments: next, check, summary, totals } };
}
