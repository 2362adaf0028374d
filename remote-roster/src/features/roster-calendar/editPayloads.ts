/**
 * The swap and move calls of a drop (spec 002 sections 4 and 7) and their success texts. A cell
 * in the calls is the employee ('name surname', emd), the date, the position's rld and the gender.
 * A move keeps the source's position and takes the target employee's gender.
 */
import type { MoveRequest, RosterCellData, ShiftRef, SwapRequest } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { fullName } from '../shift-employees/fullName';
import type { CellInfo } from './calendarModel';

const t = appMessages.rosters.calendar;

export function cellData(cell: CellInfo): RosterCellData {
  return {
    name: fullName(cell.employee),
    empd: cell.employee.emd,
    entry_date: cell.date,
    emp_rld: cell.position?.rld ?? '',
    gender: cell.detail?.gender ?? cell.employee.gender,
  };
}

export const swapRequest = (
  { std, sftd }: ShiftRef,
  rosterRef: string,
  source: CellInfo,
  target: CellInfo,
): SwapRequest => ({
  std,
  sftd,
  roster_ref: rosterRef,
  drpped_data: cellData(source),
  on_position_data: cellData(target),
});

export const moveRequest = (
  { std, sftd }: ShiftRef,
  rosterRef: string,
  source: CellInfo,
  target: CellInfo,
): MoveRequest => ({
  std,
  sftd,
  roster_ref: rosterRef,
  source_name: source.employee.name,
  source_surname: source.employee.surname,
  source_empd: source.employee.emd,
  source_entry_date: source.date,
  target_data: { ...cellData(target), emp_rld: source.position?.rld ?? '', gender: target.employee.gender },
});

export const swappedText = (source: CellInfo, target: CellInfo) =>
  t.swapped(fullName(source.employee), source.date, fullName(target.employee), target.date);

export const movedText = (source: CellInfo, target: CellInfo) =>
  t.moved(fullName(source.employee), source.date, fullName(target.employee));
