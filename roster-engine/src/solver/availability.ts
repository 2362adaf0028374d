/**
 * Employees' availability for the search: the days they are unavailable (always hard: taken out of
 * `allowed`, like leave) and their day requests (rule REQUESTS) as a price per cell. A request
 * costs its weight when unmet: one to have day d off is unmet when e works d, one to work d when
 * e is off. With every cell off the penalty is `base` (the work requests); working cell (e, d)
 * changes it by `delta[e * D + d]` (off-request weights minus work-request weights).
 */
import { WEEKDAY_KEYS } from '../model/types';
import type { RosterModel } from '../model/types';

export interface RequestPrices {
  /** Raw penalty change when the cell goes from off to worked, at e * D + d. */
  delta: Float64Array;
  /** Raw penalty of the empty roster. */
  base: number;
}

/** Sets `allowed` to 0 on every employee's unavailable dates and weekdays (whatever the rules). */
export function markUnavailable(model: RosterModel, dateIndex: ReadonlyMap<string, number>, allowed: Uint8Array): void {
  const D = model.days.length;
  model.employees.forEach((employee, e) => {
    const availability = employee.availability;
    if (!availability) return;
    for (const date of availability.unavailableDates) {
      const d = dateIndex.get(date);
      if (d !== undefined) allowed[e * D + d] = 0;
    }
    if (availability.unavailableWeekdays.length === 0) return;
    const weekdays = new Set<string>(availability.unavailableWeekdays);
    model.days.forEach((day, d) => {
      if (weekdays.has(WEEKDAY_KEYS[day.weekday - 1] ?? '')) allowed[e * D + d] = 0;
    });
  });
}

/** The request prices of a model (all zero when REQUESTS is not assigned). */
export function requestPrices(model: RosterModel, dateIndex: ReadonlyMap<string, number>): RequestPrices {
  const D = model.days.length;
  const delta = new Float64Array(model.employees.length * D);
  let base = 0;
  if (!model.rules.includes('REQUESTS')) return { delta, base };
  model.employees.forEach((employee, e) => {
    for (const request of employee.availability?.requests ?? []) {
      const d = dateIndex.get(request.date);
      if (d === undefined) continue;
      if (request.work) {
        base += request.weight;
        delta[e * D + d]! -= request.weight;
      } else delta[e * D + d]! += request.weight;
    }
  });
  return { delta, base };
}
