/**
 * What the roster did with each employee's availability, in words, for the summary's
 * explanations: the days they are not rostered because they are unavailable (one line per
 * unavailable weekday, one per unavailable date in the period) and the day requests granted
 * ('Thabo Mokoena not rostered on 2026-12-12: asked for it off'), and the days their maximum hours
 * keep them off while their position is short ('… not rostered on 2026-12-14: at their 160-hour
 * limit', and likewise '… at their 2-weekend limit'). Requests not granted are the
 * REQUESTS rule's violations; an unavailable day that is rostered is an UNAVAILABLE violation.
 */
import type { Assignment, RosterModel } from '../model/types';
import { WEEKDAY_KEYS } from '../model/types';
import { buildModelIndex } from '../checker/modelIndex';
import { buildRosterGrid } from '../checker/rosterGrid';
import type { CheckContext } from '../checker/context';
import {
  hourLimitReason,
  reasonOff,
  restLimitReason,
  runLimitReason,
  shiftLimitReason,
  weekendLimitReason,
} from './uncoveredReasons';
import { minRestOf, minRunOf } from '../limits';
import { weekdayName, fullName, pluralOf } from './words';

export interface AvailabilityNote {
  employeeId: string;
  /** The day, or null for a whole weekday. */
  date: string | null;
  reason: string;
}

export const noteWords = {
  unavailableDate: (who: string, date: string) => `${who} not rostered on ${date}: unavailable`,
  unavailableWeekday: (who: string, weekday: string) => `${who} not rostered on ${pluralOf(weekday)}: unavailable`,
  grantedOff: (who: string, date: string) => `${who} not rostered on ${date}: asked for it off`,
  grantedWork: (who: string, date: string) => `${who} rostered on ${date}: asked to work it`,
  /** `reason` is hourLimitReason's. */
  limit: (who: string, date: string, reason: string) => `${who} not rostered on ${date}: ${reason}`,
};

/** The notes of a roster, employee by employee in the model's order, each one's by date. */
export function availabilityNotes(model: RosterModel, assignments: readonly Assignment[]): AvailabilityNote[] {
  const index = buildModelIndex(model);
  const grid = buildRosterGrid(index, assignments);
  const requests = model.rules.includes('REQUESTS');
  const ctx: CheckContext = { index, grid, assignments };
  const notes: AvailabilityNote[] = [];
  model.employees.forEach((employee, e) => {
    const availability = employee.availability;
    if (!availability) return;
    const who = fullName(employee);
    const works = (d: number) => (grid.cell[e * index.nDays + d] ?? -1) >= 0;
    const dated: AvailabilityNote[] = [];
    const weekdays = new Set<string>(availability.unavailableWeekdays);
    const weekdayHeld = new Map<number, boolean>();
    model.days.forEach((day, d) => {
      if (!weekdays.has(WEEKDAY_KEYS[day.weekday - 1] ?? '')) return;
      weekdayHeld.set(day.weekday, (weekdayHeld.get(day.weekday) ?? true) && !works(d));
    });
    [...weekdayHeld]
      .filter(([, held]) => held)
      .sort(([a], [b]) => a - b)
      .forEach(([weekday]) =>
        notes.push({
          employeeId: employee.id,
          date: null,
          reason: noteWords.unavailableWeekday(who, weekdayName(weekday)),
        }),
      );
    for (const date of availability.unavailableDates) {
      const d = index.dayIndex.get(date);
      if (d !== undefined && !works(d))
        dated.push({ employeeId: employee.id, date, reason: noteWords.unavailableDate(who, date) });
    }
    if (requests) {
      for (const request of availability.requests) {
        const d = index.dayIndex.get(request.date);
        if (d === undefined || works(d) !== request.work) continue;
        const reason = request.work
          ? noteWords.grantedWork(who, request.date)
          : noteWords.grantedOff(who, request.date);
        dated.push({ employeeId: employee.id, date: request.date, reason });
      }
    }
    const limits: string[] = [];
    if (availability.maxHours !== undefined) limits.push(hourLimitReason(availability.maxHours));
    if (availability.maxWeekends !== undefined) limits.push(weekendLimitReason(availability.maxWeekends));
    const minRun = minRunOf(employee);
    if (minRun > 0) limits.push(runLimitReason(minRun));
    const minRest = minRestOf(employee);
    if (minRest > 0) limits.push(restLimitReason(minRest));
    if (availability.maxShifts !== undefined)
      limits.push(shiftLimitReason(Math.max(0, Math.floor(availability.maxShifts))));
    if (limits.length > 0) dated.push(...limitNotes(ctx, e, who, limits));
    notes.push(...dated.sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '')));
  });
  return notes;
}

/**
 * The days e's maximum hours, shifts or weekends, or minimum days (off) in a row, keep them off while their position is short: e is off, the
 * position's cover is missing someone, and the first reason reasonOff finds is one of `limits`.
 */
function limitNotes(ctx: CheckContext, e: number, who: string, limits: readonly string[]): AvailabilityNote[] {
  const { index, grid } = ctx;
  const { nDays } = index;
  const p = index.positionIndex.get(index.model.employees[e]!.positionId);
  if (p === undefined) return [];
  const notes: AvailabilityNote[] = [];
  for (let d = 0; d < nDays; d++) {
    if ((grid.cell[e * nDays + d] ?? -1) >= 0) continue;
    let covered = 0;
    for (const i of grid.dayEntries[d] ?? []) if (grid.entryPosition[i] === p) covered++;
    if (covered >= (index.required[p * nDays + d] ?? 0)) continue;
    const reason = reasonOff(ctx, e, d, -1);
    if (reason === null || !limits.includes(reason)) continue;
    const date = index.model.days[d]!.date;
    notes.push({ employeeId: index.model.employees[e]!.id, date, reason: noteWords.limit(who, date, reason) });
  }
  return notes;
}
