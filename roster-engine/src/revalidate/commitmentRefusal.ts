/**
 * A swap or move may not put an employee on a day they work in another roster, on a shift
 * overlapping one there, too close to one for the rest hours, or next to one in a forbidden
 * succession (the model's commitments, see ../commitments/): the edit is refused and the roster
 * stays as it was. The strongest refusal wins (elsewhere, rest, succession).
 */
import { BLOCK_REST, BLOCK_SUCCESSION, commitmentTables } from '../commitments';
import type { RosterModel } from '../model/types';
import type { Cell, EditStatus } from './edits';

/** The refusal for the cells an edit fills, or null when none of them is blocked. */
export function commitmentRefusal(model: RosterModel, filled: readonly Cell[]): EditStatus | null {
  if (!model.commitments || model.commitments.length === 0) return null;
  const tables = commitmentTables(model);
  let refusal: EditStatus | null = null;
  for (const cell of filled) {
    const e = model.employees.findIndex((employee) => employee.id === cell.employeeId);
    const d = model.days.findIndex((day) => day.date === cell.date);
    const block = e >= 0 && d >= 0 ? tables.blockAt(e, d) : null;
    if (!block) continue;
    if (block.kind === BLOCK_SUCCESSION) refusal ??= 'SHIFT_SUCCESSION_FORBIDDEN';
    else if (block.kind === BLOCK_REST) refusal = 'REST_HOURS_TOO_SHORT';
    else return 'WORKS_ELSEWHERE';
  }
  return refusal;
}
