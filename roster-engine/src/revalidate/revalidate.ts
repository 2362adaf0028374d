/**
 * Re-validation of a whole roster after a manual change: the check (score, violations, uncovered
 * slots with reasons), the day types, and every figure, from one set of tables.
 */
import type { CheckResult } from '../checker/checkRoster';
import { checkContext } from '../checker/checkRoster';
import type { CheckContext } from '../checker/context';
import { buildModelIndex } from '../checker/modelIndex';
import { buildRosterGrid } from '../checker/rosterGrid';
import type { Assignment, RosterModel } from '../model/types';
import { dailyTotalsOf } from '../summary/dailyTotals';
import { rosterSummaryOf } from '../summary/rosterSummary';
import type { DailyTotals, RosterSummary } from '../summary/types';
import { markPinnedViolations } from '../explain/pinNotes';
import { withDayTypes } from './dayTypes';
import type { Cell, EditStatus } from './edits';
import { applyMove, applySwap } from './edits';
import { commitmentRefusal } from './commitmentRefusal';

export interface Revalidation {
  /** The roster with day types and genders brought up to date (same order as given). */
  assignments: Assignment[];
  check: CheckResult;
  summary: RosterSummary;
  totals: DailyTotals;
}

export function revalidate(model: RosterModel, assignments: readonly Assignment[]): Revalidation {
  const index = buildModelIndex(model);
  const ctx: CheckContext = { index, grid: buildRosterGrid(index, assignments), assignments };
  const checked = checkContext(ctx);
  const check = { ...checked, violations: markPinnedViolations(model, checked.violations) };
  return {
    assignments: withDayTypes(ctx),
    check,
    summary: rosterSummaryOf(ctx, check),
    totals: dailyTotalsOf(ctx),
  };
}

export type EditRevalidation = ({ ok: true } & Revalidation) | { ok: false; status: EditStatus };

/** A swap, then re-validation (or the refusal, also when it would clash with another roster). */
export function swapAndRevalidate(
  model: RosterModel,
  assignments: readonly Assignment[],
  a: Cell,
  b: Cell,
): EditRevalidation {
  const edit = applySwap(assignments, a, b);
  if (!edit.ok) return edit;
  const refusal = commitmentRefusal(model, [
    { employeeId: a.employeeId, date: b.date },
    { employeeId: b.employeeId, date: a.date },
  ]);
  return refusal ? { ok: false, status: refusal } : { ok: true, ...revalidate(model, edit.assignments) };
}

/** A move, then re-validation (or the refusal, also when it would clash with another roster). */
export function moveAndRevalidate(
  model: RosterModel,
  assignments: readonly Assignment[],
  source: Cell,
  target: Cell,
): EditRevalidation {
  const edit = applyMove(assignments, source, target, model);
  if (!edit.ok) return edit;
  const refusal = commitmentRefusal(model, [target]);
  return refusal ? { ok: false, status: refusal } : { ok: true, ...revalidate(model, edit.assignments) };
}
