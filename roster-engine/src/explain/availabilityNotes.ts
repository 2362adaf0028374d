/**
 * What the roster did with each employee's availability, in words, for the summary's
 * explanations: the days they are not rostered because they are unavailable (one line per
 * unavailable weekday, one per unavailable date in the period) and the day requests granted
 * ('Thabo not rostered on the 12th: he asked for it off'), and the days their maximum hours
 * keep them off while their position is short ('… not rostered on the 14th: he is at his 160-hour
 * limit', and likewise '… at his 2-weekend limit'). A dated note names the employee by their first
 * name and pronoun, and the day as the period's day words (dayWords.ts); a weekday's note keeps
 * 'Thabo Mokoena not rostered on Saturdays: unavailable'. Requests not granted are the
 * REQUESTS rule's violations; an unavailable day that is rostered is an UNAVAILABLE violation.
 */
import type { Assignment, RosterModel } from '../model/types';
import { WEEKDAY_KEYS } from '../model/types';
import { buildModelIndex } from '../checker/modelIndex';
import { buildRosterGrid } from '../checker/rosterGrid';
import type { CheckContext } from '../checker/context';
import { dayWordAt } from '../checker/context';
import { reasonOff } from './uncoveredReasons';
import type { OffReason } from './offReasons';
import { offReasons } from './offReasons';
import { minRestOf, minRunOf } from '../limits';
import type { Pronoun } from './words';
import { firstName, weekdayName, fullName, pluralOf, pronounOf } from './words';

export interface AvailabilityNote {
  employeeId: string;
  /** The day, or null for a whole weekday. */
  date: string | null;
  reason: string;
}

/** `who`: the first name ('Thabo') with `they` their pronoun; `day`: the day's words ('the 12th'). */
export const noteWords = {
  unavailableDate: (who: string, they: Pronoun, day: string) =>
    `${who} not rostered on ${day}: ${offReasons.unavailable().of(they)}`,
  /** `who`: "name surname". */
  unavailableWeekday: (who: string, weekday: string) => `${who} not rostered on ${pluralOf(weekday)}: unavailable`,
  grantedOff: (who: string, they: Pronoun, day: string) =>
    `${who} not rostered on ${day}: ${they.subject} asked for it off`,
  grantedWork: (who: string, they: Pronoun, day: string) =>
    `${who} rostered on ${day}: ${they.subject} asked to work it`,
  /** `reason`: the limit's (offReasons.hourLimit, weekendLimit, runLimit). */
  limit: (who: string, they: Pronoun, day: string, reason: OffReason) =>
    `${who} not rostered on ${day}: ${reason.of(they)}`,
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
    const who = firstName(employee);
    const they = pronounOf(employee.gender);
    const on = dayWordAt(ctx);
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
          reason: noteWords.unavailableWeekday(fullName(employee), weekdayName(weekday)),
        }),
      );
    for (const date of availability.unavailableDates) {
      const d = index.dayIndex.get(date);
      if (d !== undefined && !works(d))
        dated.push({ employeeId: employee.id, date, reason: noteWords.unavailableDate(who, they, on(date)) });
    }
    if (requests) {
      for (const request of availability.requests) {
        const d = index.dayIndex.get(request.date);
        if (d === undefined || works(d) !== request.work) continue;
        const reason = request.work
          ? noteWords.grantedWork(who, they, on(request.date))
          : noteWords.grantedOff(who, they, on(request.date));
        dated.push({ employeeId: employee.id, date: request.date, reason });
      }
    }
    const limits: string[] = [];
    if (availability.maxHours !== undefined) limits.push(offReasons.hourLimit(availability.maxHours).key);
    if (availability.maxWeekends !== undefined) limits.push(offReasons.weekendLimit(availability.maxWeekends).key);
    const minRun = minRunOf(employee);
    if (minRun > 0) limits.push(offReasons.runLimit(minRun).key);
    const minRest = minRestOf(employee);
    if (minRest > 0) limits.push(offReasons.restLimit(minRest).key);
    if (availability.maxShifts !== undefined)
      limits.push(offReasons.shiftLimit(Math.max(0, Math.floor(availability.maxShifts))).key);
    if (limits.length > 0) dated.push(...limitNotes(ctx, e, who, they, limits));
    notes.push(...dated.sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '')));
  });
  return notes;
}

/**
 * The days e's maximum hours, shifts or weekends, or minimum days (off) in a row, keep them off while their position is short: e is off, the
 * position's cover is missing someone, and the first reason reasonOff finds is one of `limits` (their keys).
 */
function limitNotes(
  ctx: CheckContext,
  e: number,
  who: string,
  they: Pronoun,
  limits: readonly string[],
): AvailabilityNote[] {
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
    if (reason === null || !limits.includes(reason.key)) continue;
    const date = index.model.days[d]!.date;
    const note = noteWords.limit(who, they, dayWordAt(ctx)(date), reason);
    notes.push({ employeeId: index.model.employees[e]!.id, date, reason: note });
  }
  return notes;
}
