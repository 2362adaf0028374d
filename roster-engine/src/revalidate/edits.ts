/**
 * The calendar's drag and drop (spec 002 section 4) on a roster's assignments. Both edits return
 * a new array (the input is never changed), each assignment keeping its place in the order; the
 * result goes through `revalidate` for the new violations, day types and figures.
 */
import type { Assignment, RosterModel } from '../model/types';

/** One calendar cell: an employee's row on a date. */
export interface Cell {
  employeeId: string;
  date: string;
}

export type EditStatus =
  /** A swap where either employee already works the other's date (spec: 'Invalid swap dates'). */
  | 'SWAP_DATE_NOT_EMPTY'
  /** A move onto a cell that already holds an assignment ('Target date is not empty'). */
  | 'DATE_NOT_EMPTY'
  /** A swap of an employee with themself ('Source and target employee is the same'). */
  | 'CANT_DROP_THE_SAME_EMPLOYEE'
  /** The dragged cell (or, for a swap, the cell dropped on) holds no assignment. */
  | 'SOURCE_NOT_FOUND'
  /** Ours: the edit puts an employee on a day (or a time) they work in another roster. */
  | 'WORKS_ELSEWHERE'
  /** Ours: the edit leaves an employee less than the rest hours before or after another roster's shift. */
  | 'REST_HOURS_TOO_SHORT'
  /** Ours: the edit puts an employee on a shift the day after (or before) another they may not work next to it. */
  | 'SHIFT_SUCCESSION_FORBIDDEN';

export type EditResult = { ok: true; assignments: Assignment[] } | { ok: false; status: EditStatus };

/**
 * Swaps two employees' dates: a's assignment on a.date moves to b.date and b's on b.date moves
 * to a.date, each keeping its position. Refused when a already has an entry on b.date or b one
 * on a.date (so also when both cells are on the same date).
 */
export function applySwap(assignments: readonly Assignment[], a: Cell, b: Cell): EditResult {
  if (a.employeeId === b.employeeId) return { ok: false, status: 'CANT_DROP_THE_SAME_EMPLOYEE' };
  let aIndex = -1;
  let bIndex = -1;
  let aOnB = false;
  let bOnA = false;
  assignments.forEach((assignment, i) => {
    if (assignment.employeeId === a.employeeId) {
      if (assignment.date === a.date && aIndex < 0) aIndex = i;
      if (assignment.date === b.date) aOnB = true;
    } else if (assignment.employeeId === b.employeeId) {
      if (assignment.date === b.date && bIndex < 0) bIndex = i;
      if (assignment.date === a.date) bOnA = true;
    }
  });
  if (aIndex < 0 || bIndex < 0) return { ok: false, status: 'SOURCE_NOT_FOUND' };
  if (aOnB || bOnA) return { ok: false, status: 'SWAP_DATE_NOT_EMPTY' };
  const next = assignments.slice();
  next[aIndex] = { ...assignments[aIndex]!, date: b.date };
  next[bIndex] = { ...assignments[bIndex]!, date: a.date };
  return { ok: true, assignments: next };
}

/**
 * Moves the assignment of `source` to the empty cell `target` (another date of the same employee,
 * or another employee), keeping its position. Refused when the target cell holds an assignment.
 * With the model, the moved assignment takes the target employee's gender.
 */
export function applyMove(
  assignments: readonly Assignment[],
  source: Cell,
  target: Cell,
  model?: RosterModel,
): EditResult {
  let sourceIndex = -1;
  let targetTaken = false;
  assignments.forEach((assignment, i) => {
    if (assignment.employeeId === source.employeeId && assignment.date === source.date && sourceIndex < 0)
      sourceIndex = i;
    if (assignment.employeeId === target.employeeId && assignment.date === target.date) targetTaken = true;
  });
  if (sourceIndex < 0) return { ok: false, status: 'SOURCE_NOT_FOUND' };
  if (targetTaken) return { ok: false, status: 'DATE_NOT_EMPTY' };
  const moved = assignments[sourceIndex]!;
  const gender = model?.employees.find((employee) => employee.id === target.employeeId)?.gender ?? moved.gender;
  const next = assignments.slice();
  next[sourceIndex] = { ...moved, employeeId: target.employeeId, date: target.date, gender };
  return { ok: true, assignments: next };
}
