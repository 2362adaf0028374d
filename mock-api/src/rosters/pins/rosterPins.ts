/**
 * A roster's pinned cells (RosterRecord.pins): the assignments a manager locked, and those a swap or
 * a move changed. A recalculation hands the engine every pin inside the new period with the position
 * the cell holds now (RosterModel.pinned): the engine keeps each of them and plans around them.
 */
import type { Assignment, PinnedDay, RosterModel } from '@times/roster-engine';
import type { RosterPin, RosterRecord } from '../../store/types';

const keyOf = (cell: { employeeId: string; date: string }): string => `${cell.employeeId} ${cell.date}`;

/** The roster's pins (none on records written before pins existed). */
export const pinsOf = (roster: Pick<RosterRecord, 'pins'> | undefined): RosterPin[] => roster?.pins ?? [];

/** True when the cell is pinned. */
export const isPinned = (pins: readonly RosterPin[], cell: RosterPin): boolean =>
  pins.some((pin) => keyOf(pin) === keyOf(cell));

/** The pins with the cell added (pinned) or taken away (not pinned). */
export function withPin(pins: readonly RosterPin[], cell: RosterPin, pinned: boolean): RosterPin[] {
  const others = pins.filter((pin) => keyOf(pin) !== keyOf(cell));
  return pinned ? [...others, { employeeId: cell.employeeId, date: cell.date }] : others;
}

/**
 * The pins after an edit: every cell the edit assigned anew (another position, or a day that was
 * off) is pinned; a pinned cell the edit left empty loses its pin.
 */
export function pinsAfterEdit(
  pins: readonly RosterPin[],
  before: readonly Assignment[],
  after: readonly Assignment[],
): RosterPin[] {
  const was = new Map(before.map((one) => [keyOf(one), one.positionId]));
  const now = new Set(after.map(keyOf));
  const kept = pins.filter((pin) => now.has(keyOf(pin)));
  const changed = after.filter((one) => was.get(keyOf(one)) !== one.positionId);
  return changed.reduce((list, one) => withPin(list, one, true), kept);
}

/**
 * The pins a calculation keeps (RosterModel.pinned): those of the period's dates that hold an
 * assignment in the roster's current result, with its position.
 */
export function pinnedForCalculation(roster: RosterRecord | undefined, dates: ReadonlySet<string>): PinnedDay[] {
  const assignments = new Map((roster?.result?.assignments ?? []).map((one) => [keyOf(one), one.positionId]));
  return pinsOf(roster).flatMap((pin) => {
    const positionId = assignments.get(keyOf(pin));
    return positionId !== undefined && dates.has(pin.date) ? [{ ...pin, positionId }] : [];
  });
}

/** The pins of employees and positions the model still has (the others cannot be planned). */
export function pinnedInModel(model: RosterModel, pins: readonly PinnedDay[]): PinnedDay[] {
  const employees = new Set(model.employees.map((employee) => employee.id));
  const positions = new Set(model.positions.map((position) => position.id));
  return pins.filter((pin) => employees.has(pin.employeeId) && positions.has(pin.positionId));
}
