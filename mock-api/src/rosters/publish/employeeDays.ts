/**
 * A roster's days per employee as the notices send them: 'YYYY-MM-DD Position' for each day worked,
 * in date order. Two rosters' days for an employee are the same when these lists are.
 */
import type { RosterModel } from '@times/roster-engine';
import type { StoredRosterResult } from '../../store/types';

/** One day as stored in RosterRecord.notified_days. */
export const dayEntry = (date: string, position: string): string => `${date} ${position}`;

/** The date and position of a stored day entry. */
export function parseDayEntry(entry: string): { date: string; position: string } {
  const space = entry.indexOf(' ');
  return space < 0 ? { date: entry, position: '' } : { date: entry.slice(0, space), position: entry.slice(space + 1) };
}

/** Every rostered employee's days (employees without a day are left out). */
export function daysByEmployee(model: RosterModel, result: StoredRosterResult): Map<string, string[]> {
  const positionNames = new Map(model.positions.map((position) => [position.id, position.name]));
  const days = new Map<string, string[]>();
  for (const assignment of result.assignments) {
    const list = days.get(assignment.employeeId) ?? [];
    list.push(dayEntry(assignment.date, positionNames.get(assignment.positionId) ?? ''));
    days.set(assignment.employeeId, list);
  }
  for (const list of days.values()) list.sort();
  return days;
}

export const sameDays = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((entry, i) => entry === b[i]);
