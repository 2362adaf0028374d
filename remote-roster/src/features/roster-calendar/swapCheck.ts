/**
 * The local check before a swap (spec 002 section 4): the two cells trade dates, so it is refused
 * with 'Invalid swap dates' when the target employee already has a day on the source date or the
 * source employee one on the target date (a cell without a date is checked as 1901-01-01), and
 * with the server's own text when both cells are the same employee's.
 */
import { SWAP_CHECK_DEFAULT_DATE, appMessages } from '@times/shared-sdk/app';

const t = appMessages.rosters.calendar;

export interface SwapParties {
  sourceEmployeeId: number;
  sourceDate: string;
  targetEmployeeId: number;
  targetDate: string;
}

/** Does the employee (RosterEmployee.id) have a roster day on the date. */
export type HasEntry = (employeeId: number, date: string) => boolean;

/** The refusal's message, or null when the swap may be sent. */
export function swapCheck(
  { sourceEmployeeId, sourceDate, targetEmployeeId, targetDate }: SwapParties,
  hasEntry: HasEntry,
): string | null {
  if (sourceEmployeeId === targetEmployeeId) return t.sameEmployee;
  const sourceDay = sourceDate || SWAP_CHECK_DEFAULT_DATE;
  const targetDay = targetDate || SWAP_CHECK_DEFAULT_DATE;
  if (hasEntry(targetEmployeeId, sourceDay) || hasEntry(sourceEmployeeId, targetDay)) return t.invalidSwapDates;
  return null;
}
