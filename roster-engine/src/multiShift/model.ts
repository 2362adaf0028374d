/**
 * The multi-shift roster model: a horizon of days, shift types of any length (day, late, night, …), employees with
 * per-employee contract limits, weighted requests and a cover target per day and shift type. Hard rules:
 * - at most one shift a day; none on a hard day off; none of a type the employee may not work (max 0); none on a
 *   blocked cell (a day and type the employee may not work, e.g. outside a shift's period);
 * - a shift type's `forbiddenNext` may not be worked the day after it;
 * - at most `maxShifts[type]` shifts of each type (a type left out has no limit);
 * - total minutes (the worked shifts' lengths) within [minMinutes, maxMinutes];
 * - every run of working days is at most `maxConsecutiveDays`; a run of working days, or of days off, shorter than
 *   `minConsecutiveDays` / `minConsecutiveDaysOff` is allowed only when it touches the first or the last day (the
 *   days outside the horizon may extend it);
 * - at most `maxWeekends` weekends worked: a weekend is a Saturday with the Sunday after it (either alone at an end
 *   of the horizon), worked when either day is.
 * The objective (lower is better): the weight of every work request not granted and every off request granted,
 * plus, per cover line, underWeight x each employee short of the requirement and overWeight x each one above.
 */
export interface MsDay {
  /** 0 = Monday … 5 = Saturday, 6 = Sunday. */
  weekday: number;
}

export interface MsShiftType {
  id: string;
  minutes: number;
  /** IDs of the shift types that may not be worked on the day after this one. */
  forbiddenNext: string[];
}

export interface MsEmployee {
  id: string;
  /** Most shifts of each type (by shift type ID); 0 means the employee may not work that type; absent = no limit. */
  maxShifts: Record<string, number>;
  minMinutes: number;
  maxMinutes: number;
  minConsecutiveDays: number;
  maxConsecutiveDays: number;
  minConsecutiveDaysOff: number;
  maxWeekends: number;
  /** Days (indexes into `days`) the employee must not work. */
  daysOff: number[];
  /** Cells (`day * shiftTypes.length + type`) the employee must not work; absent = none. */
  blockedCells?: number[];
}

/** A request about one employee (index), day (index) and shift type (index). */
export interface MsRequest {
  employee: number;
  day: number;
  shift: number;
  /** The penalty when a work request is not granted, or when an off request is. */
  weight: number;
}

export interface MsCover {
  day: number;
  shift: number;
  requirement: number;
  underWeight: number;
  overWeight: number;
}

export interface MultiShiftModel {
  days: MsDay[];
  shiftTypes: MsShiftType[];
  employees: MsEmployee[];
  workRequests: MsRequest[];
  offRequests: MsRequest[];
  cover: MsCover[];
}

/** A roster as shift type indexes: roster[e][d] is the type employee e works on day d, or -1 for a day off. */
export type MsRoster = number[][];

export const OFF = -1;

/** A roster with every day off. */
export const emptyMsRoster = (model: MultiShiftModel): MsRoster => model.employees.map(() => model.days.map(() => OFF));

/** The weekends of the horizon as lists of day indexes: a Saturday and the Sunday after it, or one alone at an end. */
export function weekendsOf(days: readonly MsDay[]): number[][] {
  const weekends: number[][] = [];
  days.forEach((day, d) => {
    if (day.weekday === 6 && d > 0 && days[d - 1]!.weekday === 5) weekends[weekends.length - 1]!.push(d);
    else if (day.weekday === 5 || day.weekday === 6) weekends.push([d]);
  });
  return weekends;
}
