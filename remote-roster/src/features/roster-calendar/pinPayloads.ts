/** The pin call of a rostered cell (ours, issue 17) and its success texts. */
import type { PinRequest, ShiftRef } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { fullName } from '../shift-employees/fullName';
import type { CellInfo } from './calendarModel';

const t = appMessages.rosters.calendar.pins;

export const pinRequest = (
  { std, sftd }: ShiftRef,
  rosterRef: string,
  cell: CellInfo,
  pinned: boolean,
): PinRequest => ({
  std,
  sftd,
  roster_ref: rosterRef,
  empd: cell.employee.emd,
  entry_date: cell.date,
  pinned: pinned ? 1 : 0,
});

export const pinnedText = (cell: CellInfo, pinned: boolean) =>
  (pinned ? t.pinned : t.unpinned)(fullName(cell.employee), cell.date);
