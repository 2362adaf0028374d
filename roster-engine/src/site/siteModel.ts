/**
 * A site's shifts as one multi-shift model (../multiShift/model.ts), so that a site calculation decides jointly who
 * works which shift on which day before each shift's roster is planned (allocateSite.ts). Built from the single-shift
 * models of the site's rosters (one RosterModel per shift, as the API builds them):
 * - a shift type per (roster, position): an employee may work only their own position's type of each roster they
 *   are on; a type counts one day (the employee's limits are in days, as the hour limits are in this engine);
 * - cover per type and day: the position's required headcount, an open place costing what it costs in the product
 *   (more for a higher priority) and a place beyond it a little, so nobody is reserved for nothing;
 * - blocked cells (hard): days outside the roster's period, the employee's unavailable dates and weekdays, leave and
 *   exclusion days where the roster assigns those rules, and cells the roster's commitments (other rosters) block;
 * - a type may not follow another on the next day when the second would start less than the larger of the two
 *   shifts' rest hours after the first ends, or overlap it;
 * - per employee: the most days in a row (MAX_CONSECUTIVE of any of their rosters), days off in a row (MIN_REST or
 *   their own minimum, the larger), days in a row at least, weekends, the hour maximum as days and the most shifts of
 *   each shift (their availability), and day requests as requests where the roster assigns the rule.
 * Rules the allocation leaves out (targets, fairness, relievers, capacity, history) stay with each roster's own
 * plan, which is exact: the allocation only decides which days each employee keeps for which shift.
 */
import { commitmentTables } from '../commitments';
import { shiftInterval } from '../commitments/shiftTimes';
import { dateRange, weekdayOf } from '../calendar/dates';
import { dayLimitsOf } from '../limits/dayLimits';
import type { EngineEmployee, RosterModel } from '../model/types';
import type { MsCover, MsEmployee, MsRequest, MsShiftType, MultiShiftModel } from '../multiShift/model';

/** An open place costs this plus SITE_COVER_PER_PRIORITY x the position's priority (0-100). */
export const SITE_COVER_BASE = 1_000;
export const SITE_COVER_PER_PRIORITY = 10;
/** A place beyond the requirement (a day kept for a shift that does not need it). */
export const SITE_OVER_COVER = 1;

export interface SiteType {
  /** Index of the roster (in the models given) and the position's id. */
  roster: number;
  positionId: string;
}

export interface SiteAllocationModel {
  ms: MultiShiftModel;
  /** The multi-shift model's types, in order. */
  types: SiteType[];
  /** The employees' ids, in the multi-shift model's order. */
  employeeIds: string[];
  /** The horizon's dates, in order. */
  dates: string[];
}

/** Whether type b on the day after type a breaks the rest hours (or overlaps), per the shifts' times. */
function tooClose(a: RosterModel, b: RosterModel): boolean {
  const first = shiftInterval('2001-01-01', a.shiftTimes);
  const next = shiftInterval('2001-01-02', b.shiftTimes);
  const needed = Math.max(a.workingDays.minRestHours ?? 0, b.workingDays.minRestHours ?? 0) * 60;
  return next.from - first.to < needed;
}

/** The cells of one roster's employee that the roster never lets them work (by the roster's own day index). */
function blockedDays(model: RosterModel, e: number): Set<number> {
  const employee = model.employees[e]!;
  const tables = commitmentTables(model);
  const D = model.days.length;
  const availability = employee.availability;
  const unavailableDates = new Set(availability?.unavailableDates ?? []);
  const unavailableWeekdays = new Set<string>(availability?.unavailableWeekdays ?? []);
  const leave = model.rules.includes('LEAVE_DAYS') ? new Set(employee.leave) : new Set<string>();
  const exclusions = model.rules.includes('EXCLUSION_DAYS') ? new Set<string>(employee.exclusions) : new Set<string>();
  const weekdayKey = (day: RosterModel['days'][number]): string =>
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'][day.weekday - 1]!;
  const blocked = new Set<number>();
  model.days.forEach((day, d) => {
    if (
      unavailableDates.has(day.date) ||
      unavailableWeekdays.has(weekdayKey(day)) ||
      leave.has(day.date) ||
      exclusions.has(weekdayKey(day)) ||
      (day.holiday && exclusions.has('hld')) ||
      tables.block[e * D + d] !== 0
    )
      blocked.add(d);
  });
  return blocked;
}

const minOf = (values: number[], fallback: number): number => (values.length ? Math.min(...values) : fallback);
const maxOf = (values: number[], fallback: number): number => (values.length ? Math.max(...values) : fallback);

export function siteAllocationModel(models: readonly RosterModel[]): SiteAllocationModel {
  const starts = models.flatMap((m) => (m.days.length ? [m.days[0]!.date] : []));
  const ends = models.flatMap((m) => (m.days.length ? [m.days[m.days.length - 1]!.date] : []));
  const dates = starts.length ? dateRange(starts.sort()[0]!, ends.sort().reverse()[0]!) : [];
  const dayIndex = new Map(dates.map((date, d) => [date, d]));
  const H = dates.length;
  const weekdays = dates.map((date) => weekdayOf(date) - 1);

  const types: SiteType[] = models.flatMap((model, roster) =>
    model.positions.map((position) => ({ roster, positionId: position.id })),
  );
  const S = types.length;
  const shiftTypes: MsShiftType[] = types.map((type, t) => ({
    id: `t${t}`,
    minutes: 1,
    forbiddenNext: types.flatMap((next, n) =>
      next.roster !== type.roster && tooClose(models[type.roster]!, models[next.roster]!) ? [`t${n}`] : [],
    ),
  }));

  // Every employee of every roster, once, with where they are.
  const employeeIds = [...new Set(models.flatMap((m) => m.employees.map((e) => e.id)))];
  const employees: MsEmployee[] = [];
  const workRequests: MsRequest[] = [];
  const offRequests: MsRequest[] = [];
  employeeIds.forEach((id, ei) => {
    const places = models.flatMap((model, roster) => {
      const e = model.employees.findIndex((employee) => employee.id === id);
      return e < 0 ? [] : [{ model, roster, e, employee: model.employees[e]! }];
    });
    const maxShifts: Record<string, number> = {};
    const blockedCells: number[] = [];
    types.forEach((type, t) => {
      const place = places.find((p) => p.roster === type.roster);
      if (!place || place.employee.positionId !== type.positionId) maxShifts[`t${t}`] = 0;
    });
    for (const { model, roster, e, employee } of places) {
      const own = types.findIndex((type) => type.roster === roster && type.positionId === employee.positionId);
      if (own < 0) continue;
      const most = employee.availability?.maxShifts;
      if (most !== undefined) maxShifts[`t${own}`] = most;
      const inPeriod = new Set(model.days.map((day) => dayIndex.get(day.date)!));
      const blocked = blockedDays(model, e);
      for (let d = 0; d < H; d++) if (!inPeriod.has(d)) blockedCells.push(d * S + own);
      model.days.forEach((day, d) => {
        if (blocked.has(d)) blockedCells.push(dayIndex.get(day.date)! * S + own);
      });
      if (model.rules.includes('REQUESTS'))
        for (const request of employee.availability?.requests ?? []) {
          const d = dayIndex.get(request.date);
          if (d === undefined || !inPeriod.has(d)) continue;
          (request.work ? workRequests : offRequests).push({
            employee: ei,
            day: d,
            shift: own,
            weight: request.weight,
          });
        }
    }
    const first: { model: RosterModel; e: number; employee: EngineEmployee } | undefined = places[0];
    const availability = first?.employee.availability;
    const committedHours = first ? commitmentTables(first.model).committedHours[first.e]! : 0;
    const maxDays = first ? dayLimitsOf(first.employee, committedHours).maxDays : Infinity;
    employees.push({
      id,
      maxShifts,
      minMinutes: 0,
      maxMinutes: Number.isFinite(maxDays) ? maxDays : H,
      minConsecutiveDays: availability?.minConsecutiveDays ?? 0,
      maxConsecutiveDays: minOf(
        places.flatMap(({ model }) =>
          model.rules.includes('MAX_CONSECUTIVE') && model.workingDays.maxConsecutive > 0
            ? [model.workingDays.maxConsecutive]
            : [],
        ),
        H,
      ),
      minConsecutiveDaysOff: maxOf(
        places.flatMap(({ model }) =>
          model.rules.includes('MIN_REST') && model.workingDays.minRest > 0 ? [model.workingDays.minRest] : [],
        ),
        availability?.minConsecutiveDaysOff ?? 0,
      ),
      maxWeekends: availability?.maxWeekends ?? H,
      daysOff: [],
      blockedCells: [...new Set(blockedCells)].sort((a, b) => a - b),
    });
  });

  const cover: MsCover[] = types.flatMap((type, t) => {
    const model = models[type.roster]!;
    const position = model.positions.find((p) => p.id === type.positionId)!;
    return model.days.map((day) => ({
      day: dayIndex.get(day.date)!,
      shift: t,
      requirement: position.required[day.key],
      underWeight: SITE_COVER_BASE + SITE_COVER_PER_PRIORITY * position.priority,
      overWeight: SITE_OVER_COVER,
    }));
  });

  return {
    ms: { days: weekdays.map((weekday) => ({ weekday })), shiftTypes, employees, workRequests, offRequests, cover },
    types,
    employeeIds,
    dates,
  };
}
