/**
 * The demo's swap (editDemo.ts): the first pair of coming days, by date then employee, of the same
 * position whose two employees can trade dates and after which the roster still keeps every hard
 * rule. A manager's swap may break one (the roster then shows the violation), but the demo's must
 * not: swapping someone onto the first coming day may lengthen a run that started last month
 * (history) past the limit, e.g. 'works 6 days in a row up to the 2nd (limit 5)'.
 */
import { revalidate, swapAndRevalidate } from '@times/roster-engine';
import type { Assignment, RosterModel, Violation } from '@times/roster-engine';

/** The most swaps tried before the demo goes without one. */
export const SWAP_TRIES = 60;

/** Days from `from` on, by date then employee: what a manager would still change. */
export const comingDays = (assignments: readonly Assignment[], from: string): Assignment[] =>
  assignments
    .filter((assignment) => assignment.date >= from)
    .sort((a, b) => a.date.localeCompare(b.date) || a.employeeId.localeCompare(b.employeeId));

const hardOf = (violations: readonly Violation[]): number => violations.filter((violation) => violation.hard).length;

/** Hard violations after a and b trade dates (infinite when the engine refuses the swap). */
const hardAfterSwap = (
  model: RosterModel,
  assignments: readonly Assignment[],
  a: Assignment,
  b: Assignment,
): number => {
  const edit = swapAndRevalidate(model, assignments, a, b);
  return edit.ok ? hardOf(edit.check.violations) : Number.POSITIVE_INFINITY;
};

/**
 * The demo's swap on `model` (with the other rosters' commitments as they are now): two assignments
 * from `from` on whose trade the engine accepts and that adds no hard violation (a = the dragged
 * cell, b = the one it is dropped on); null when none of
 * the first SWAP_TRIES pairs does.
 */
export function demoSwap(
  model: RosterModel,
  assignments: readonly Assignment[],
  from: string,
): { a: Assignment; b: Assignment } | null {
  const days = comingDays(assignments, from);
  const works = new Set(days.map((day) => `${day.employeeId} ${day.date}`));
  const before = hardOf(revalidate(model, assignments).check.violations);
  let tries = 0;
  for (const a of days) {
    for (const b of days) {
      if (a.positionId !== b.positionId || a.employeeId === b.employeeId || a.date === b.date) continue;
      if (works.has(`${a.employeeId} ${b.date}`) || works.has(`${b.employeeId} ${a.date}`)) continue;
      if (++tries > SWAP_TRIES) return null;
      if (hardAfterSwap(model, assignments, a, b) <= before) return { a, b };
    }
  }
  return null;
}
