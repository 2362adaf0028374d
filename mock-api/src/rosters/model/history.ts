/**
 * The history of a new period: the days worked in the shift's previous roster, for the
 * consecutive-days and rest rules. The previous roster is the shift's Successful roster (not the
 * one being calculated) that ends last before the period, within the engine's history window;
 * only its days inside that window, of employees still rostered, count.
 */
import { historyWindow } from '@times/roster-engine';
import type { HistoryEntry } from '@times/roster-engine';
import type { DbState, ShiftWorkingDaysRecord } from '../../store/types';
import { rostersOfShift } from '../findRoster';

export interface HistoryRequest {
  appId: string;
  std: string;
  sftd: string;
  periodStart: string;
  workingDays: Pick<ShiftWorkingDaysRecord, 'max_cons_days' | 'min_rest_days'>;
  /** The emd of the employees of the new roster. */
  employeeIds: ReadonlySet<string>;
  /** The roster being (re)calculated: its own old days are not history. */
  exceptRstd?: string;
}

export function rosterHistory(state: DbState, request: HistoryRequest): HistoryEntry[] {
  const window = historyWindow(
    request.periodStart,
    request.workingDays.max_cons_days,
    request.workingDays.min_rest_days,
  );
  if (!window) return [];
  const previous = rostersOfShift(state, request.appId, request.std, request.sftd)
    .filter(
      (roster) =>
        roster.rstd !== request.exceptRstd &&
        roster.status === 'Successful' &&
        roster.result !== null &&
        roster.end_date < request.periodStart &&
        roster.end_date >= window.start,
    )
    .sort(
      (a, b) => b.end_date.localeCompare(a.end_date) || b.finished_at.localeCompare(a.finished_at) || b.id - a.id,
    )[0];
  if (!previous?.result) return [];
  return previous.result.assignments
    .filter(
      (entry) => entry.date >= window.start && entry.date <= window.end && request.employeeIds.has(entry.employeeId),
    )
    .map(({ employeeId, date }) => ({ employeeId, date }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.employeeId.localeCompare(b.employeeId));
}
