/**
 * Re-roster after an absence with as few changes as possible: the absent employee's days from
 * `from` to `to` (those not before `keepBefore`, the days already past) are taken out, and each
 * place they leave open is given, in date order, to its best candidate (coverCandidates: one added
 * day, no one else's day moved, every hard rule kept). So every other assignment stays as it was
 * (pinned ones included); a place no one can take stays open and is listed. The absence itself is
 * added to the model (unavailable dates, from `keepBefore` on), so later edits and recalculations respect it.
 */
import { dateRange } from '../calendar/dates';
import type { Assignment, RosterModel } from '../model/types';
import { coverCandidates } from './candidates';

export interface Absence {
  employeeId: string;
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

export interface RosterChange {
  kind: 'removed' | 'added';
  employeeId: string;
  date: string;
  positionId: string;
}

export interface RerosterAnswer {
  /** The model with the absence as unavailable dates. */
  model: RosterModel;
  assignments: Assignment[];
  /** What changed, in date order: the absent days removed, the covers added. */
  changes: RosterChange[];
  /** Places of the absent employee no one could take. */
  open: { positionId: string; date: string }[];
}

/** The model with the employee unavailable on the absence's days (inside the period). */
export function withAbsence(model: RosterModel, absence: Absence): RosterModel {
  const inPeriod = new Set(model.days.map((day) => day.date));
  const dates = absence.from <= absence.to ? dateRange(absence.from, absence.to).filter((d) => inPeriod.has(d)) : [];
  return {
    ...model,
    employees: model.employees.map((employee) => {
      if (employee.id !== absence.employeeId) return employee;
      const availability = employee.availability ?? { unavailableDates: [], unavailableWeekdays: [], requests: [] };
      const unavailableDates = [...new Set([...availability.unavailableDates, ...dates])].sort();
      return { ...employee, availability: { ...availability, unavailableDates } };
    }),
  };
}

export function rerosterAfterAbsence(
  model: RosterModel,
  assignments: readonly Assignment[],
  absence: Absence,
  keepBefore = '',
): RerosterAnswer {
  // Days already past stay as they were: the absence counts from keepBefore on.
  const from = absence.from > keepBefore ? absence.from : keepBefore;
  const absent = withAbsence(model, { ...absence, from });
  const inAbsence = (a: Assignment) => a.employeeId === absence.employeeId && a.date >= from && a.date <= absence.to;
  const freed = assignments.filter(inAbsence).sort((a, b) => a.date.localeCompare(b.date));
  let current = assignments.filter((a) => !inAbsence(a));
  const changes: RosterChange[] = freed.map(({ employeeId, date, positionId }) => ({
    kind: 'removed',
    employeeId,
    date,
    positionId,
  }));
  const open: RerosterAnswer['open'] = [];
  for (const place of freed) {
    const best = coverCandidates(absent, current, { positionId: place.positionId, date: place.date }).candidates[0];
    if (!best) {
      open.push({ positionId: place.positionId, date: place.date });
      continue;
    }
    const employee = absent.employees.find((one) => one.id === best.employeeId)!;
    current = [...current, { ...place, employeeId: best.employeeId, gender: employee.gender }];
    changes.push({ kind: 'added', employeeId: best.employeeId, date: place.date, positionId: place.positionId });
  }
  changes.sort((a, b) => a.date.localeCompare(b.date) || (a.kind === b.kind ? 0 : a.kind === 'removed' ? -1 : 1));
  return { model: absent, assignments: current, changes, open };
}
