/**
 * Employees' availability in the store (EmployeeAvailabilityRecord): read as a shift's screen
 * shows it (the requests for every shift and for that shift; those for other shifts only counted)
 * and replaced from it (a save keeps the requests of other shifts as they are). The forbidden shift
 * successions are the employee's, shown as far as both shifts are still the employee's. The engine's
 * version of an employee's availability for one shift's roster is `engineAvailability`.
 */
import type { EmployeeAvailability } from '../contract';
import type { DbState, EmployeeAvailabilityRecord } from '../store/types';
import type { EngineAvailability, WeekdayKey } from '@times/roster-engine';
import { WEEKDAY_KEYS } from '@times/roster-engine';

export const findAvailability = (state: DbState, appId: string, emd: string): EmployeeAvailabilityRecord | undefined =>
  (state.employee_availability ?? []).find((record) => record.app_id === appId && record.emd === emd);

const forShift = (request: EmployeeAvailabilityRecord['requests'][number], sftd: string): boolean =>
  request.sftd === '' || request.sftd === sftd;

/** The availability as the screen of shift `sftd` shows it, and the number of other shifts' requests. */
export function availabilityView(
  record: EmployeeAvailabilityRecord | undefined,
  sftd: string,
  employeeShifts: ReadonlySet<string>,
): { employee_availability: EmployeeAvailability; other_shift_requests: number } {
  const requests = record?.requests ?? [];
  return {
    employee_availability: {
      unavailable_dates: [...(record?.unavailable_dates ?? [])].sort(),
      unavailable_days: WEEKDAY_KEYS.filter((day) => record?.unavailable_days.includes(day)),
      requests: requests
        .filter((request) => forShift(request, sftd))
        .map(({ entry_date, work, weight, sftd: shift }) => ({
          entry_date,
          work,
          weight,
          this_shift: shift === '' ? (0 as const) : (1 as const),
        }))
        .sort((a, b) => a.entry_date.localeCompare(b.entry_date)),
      min_hours: record?.min_hours ?? null,
      max_hours: record?.max_hours ?? null,
      max_weekends: record?.max_weekends ?? null,
      min_consecutive_days: record?.min_consecutive_days ?? null,
      min_consecutive_days_off: record?.min_consecutive_days_off ?? null,
      max_shifts: record?.max_shifts?.[sftd] ?? null,
      forbidden_successions: (record?.forbidden_successions ?? []).filter(
        (pair) => employeeShifts.has(pair.first_sftd) && employeeShifts.has(pair.next_sftd),
      ),
    },
    other_shift_requests: requests.filter((request) => !forShift(request, sftd)).length,
  };
}

/** The record's fields after a save from shift `sftd`: the screen's lists, other shifts' requests and most shifts kept. */
export function savedAvailability(
  record: EmployeeAvailabilityRecord | undefined,
  sftd: string,
  input: EmployeeAvailability,
): Pick<
  EmployeeAvailabilityRecord,
  | 'unavailable_dates'
  | 'unavailable_days'
  | 'requests'
  | 'min_hours'
  | 'max_hours'
  | 'max_weekends'
  | 'min_consecutive_days'
  | 'min_consecutive_days_off'
  | 'max_shifts'
  | 'forbidden_successions'
> {
  const others = (record?.requests ?? []).filter((request) => !forShift(request, sftd));
  const maxShifts = Object.fromEntries(Object.entries(record?.max_shifts ?? {}).filter(([shift]) => shift !== sftd));
  if (input.max_shifts !== null) maxShifts[sftd] = input.max_shifts;
  return {
    unavailable_dates: [...input.unavailable_dates].sort(),
    unavailable_days: WEEKDAY_KEYS.filter((day) => input.unavailable_days.includes(day)),
    requests: [
      ...others,
      ...input.requests.map((request) => ({
        entry_date: request.entry_date,
        work: request.work,
        weight: request.weight,
        sftd: request.this_shift === 1 ? sftd : '',
      })),
    ].sort((a, b) => a.entry_date.localeCompare(b.entry_date) || a.sftd.localeCompare(b.sftd)),
    min_hours: input.min_hours,
    max_hours: input.max_hours,
    max_weekends: input.max_weekends,
    min_consecutive_days: input.min_consecutive_days,
    min_consecutive_days_off: input.min_consecutive_days_off,
    max_shifts: maxShifts,
    forbidden_successions: (input.forbidden_successions ?? []).map(({ first_sftd, next_sftd }) => ({
      first_sftd,
      next_sftd,
    })),
  };
}

/** The first date of a saved availability outside [from, to] (YYYY-MM-DD), with its field, or null. */
export function dateOutside(input: EmployeeAvailability, inRange: (date: string) => boolean): string | null {
  const at = input.unavailable_dates.findIndex((date) => !inRange(date));
  if (at >= 0) return `employee_availability.unavailable_dates[${at}]`;
  const request = input.requests.findIndex((candidate) => !inRange(candidate.entry_date));
  return request >= 0 ? `employee_availability.requests[${request}].entry_date` : null;
}

/** The first field of the forbidden successions naming a shift not in `shifts`, or null. */
export function shiftOutside(
  pairs: readonly { first_sftd: string; next_sftd: string }[],
  shifts: ReadonlySet<string>,
): string | null {
  for (const [at, pair] of pairs.entries()) {
    if (!shifts.has(pair.first_sftd)) return `employee_availability.forbidden_successions[${at}].first_sftd`;
    if (!shifts.has(pair.next_sftd)) return `employee_availability.forbidden_successions[${at}].next_sftd`;
  }
  return null;
}

/**
 * The engine's availability of an employee for shift `sftd`'s roster of [start, end]: the dates
 * and requests inside the period (requests for every shift or this one), the weekdays, the limits
 * (hours, weekends, days and days off in a row, and this shift's most shifts), the forbidden
 * successions this shift is part of; undefined
 * when there is nothing.
 */
export function engineAvailability(
  state: DbState,
  appId: string,
  emd: string,
  sftd: string,
  start: string,
  end: string,
): EngineAvailability | undefined {
  const record = findAvailability(state, appId, emd);
  if (!record) return undefined;
  const inPeriod = (date: string) => date >= start && date <= end;
  const availability: EngineAvailability = {
    unavailableDates: record.unavailable_dates.filter(inPeriod),
    unavailableWeekdays: WEEKDAY_KEYS.filter((day): day is WeekdayKey => record.unavailable_days.includes(day)),
    requests: record.requests
      .filter((request) => forShift(request, sftd) && inPeriod(request.entry_date))
      .map((request) => ({ date: request.entry_date, work: request.work === 1, weight: request.weight })),
  };
  // The limits are per roster period as entered (the engine counts the hours of every roster).
  if (typeof record.min_hours === 'number') availability.minHours = record.min_hours;
  if (typeof record.max_hours === 'number') availability.maxHours = record.max_hours;
  if (typeof record.max_weekends === 'number') availability.maxWeekends = record.max_weekends;
  if (typeof record.min_consecutive_days === 'number') availability.minConsecutiveDays = record.min_consecutive_days;
  if (typeof record.min_consecutive_days_off === 'number')
    availability.minConsecutiveDaysOff = record.min_consecutive_days_off;
  const maxShifts = record.max_shifts?.[sftd];
  if (typeof maxShifts === 'number') availability.maxShifts = maxShifts;
  const successions = (record.forbidden_successions ?? [])
    .filter((pair) => pair.first_sftd === sftd || pair.next_sftd === sftd)
    .map((pair) => ({ first: pair.first_sftd, next: pair.next_sftd }));
  if (successions.length > 0) availability.forbiddenSuccessions = successions;
  const empty =
    availability.unavailableDates.length === 0 &&
    availability.unavailableWeekdays.length === 0 &&
    availability.requests.length === 0 &&
    availability.minHours === undefined &&
    availability.maxHours === undefined &&
    availability.maxWeekends === undefined &&
    availability.minConsecutiveDays === undefined &&
    availability.minConsecutiveDaysOff === undefined &&
    availability.maxShifts === undefined &&
    availability.forbiddenSuccessions === undefined;
  return empty ? undefined : availability;
}
