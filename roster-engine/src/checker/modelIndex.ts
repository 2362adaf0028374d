/**
 * Look-up tables of a model, by employee, position and day index (array position in
 * model.days), so the checker never scans a list inside a loop.
 */
import type { DayKey, RosterModel, RuleId } from '../model/types';
import { WEEKDAY_KEYS } from '../model/types';
import { softWeights } from '../rules/catalogue';
import { dayNumber } from './dates';
import { commitmentTables } from '../commitments';
import type { CommitmentTables } from '../commitments';

/** "No such day" for day offsets (history). */
export const NO_DAY = -1_000_000_000;

export interface ModelIndex {
  readonly model: RosterModel;
  readonly nDays: number;
  readonly nEmployees: number;
  readonly nPositions: number;
  readonly employeeIndex: ReadonlyMap<string, number>;
  readonly positionIndex: ReadonlyMap<string, number>;
  readonly dayIndex: ReadonlyMap<string, number>;
  /** r(p, d) at p * nDays + d. */
  readonly required: Int32Array;
  /** Σp r(p, d). */
  readonly requiredSum: Int32Array;
  /** max(W(d), Σp r(p, d)): the day's places without overtime. */
  readonly base: Int32Array;
  /** base(d) + OT(d): CAPACITY. */
  readonly cap: Int32Array;
  /** 1 on a Sunday (weekday 7) or a public holiday. */
  readonly sundayOrHoliday: Uint8Array;
  /** 1 at e * nDays + d when d is one of e's leave days. */
  readonly onLeave: Uint8Array;
  /** 1 at e * nDays + d when d's weekday, or 'hld' on a holiday, is excluded for e. */
  readonly excluded: Uint8Array;
  /** Worked history days in a row ending the day before the period. */
  readonly historyRun: Int32Array;
  /** Offset (< 0) from the first day of the latest worked history day, or NO_DAY. */
  readonly lastHistoryDay: Int32Array;
  /** The employees' days in other rosters: blocked cells, days worked elsewhere, hours committed. */
  readonly elsewhere: CommitmentTables;
  /** The rules assigned to the shift. */
  readonly assigned: ReadonlySet<RuleId>;
  /** Weights of the assigned soft rules. */
  readonly weights: Partial<Record<RuleId, number>>;
}

export function buildModelIndex(model: RosterModel): ModelIndex {
  const { days, positions, employees, workingDays } = model;
  const nDays = days.length;
  const nEmployees = employees.length;
  const nPositions = positions.length;

  const employeeIndex = new Map<string, number>();
  employees.forEach((employee, e) => {
    if (!employeeIndex.has(employee.id)) employeeIndex.set(employee.id, e);
  });
  const positionIndex = new Map<string, number>();
  positions.forEach((position, p) => {
    if (!positionIndex.has(position.id)) positionIndex.set(position.id, p);
  });
  const dayIndex = new Map<string, number>();
  days.forEach((day, d) => dayIndex.set(day.date, d));

  const required = new Int32Array(nPositions * nDays);
  const requiredSum = new Int32Array(nDays);
  const base = new Int32Array(nDays);
  const cap = new Int32Array(nDays);
  const sundayOrHoliday = new Uint8Array(nDays);
  days.forEach((day, d) => {
    let sum = 0;
    positions.forEach((position, p) => {
      const r = position.required[day.key] ?? 0;
      required[p * nDays + d] = r;
      sum += r;
    });
    requiredSum[d] = sum;
    base[d] = Math.max(workingDays.required[day.key] ?? 0, sum);
    cap[d] = (base[d] ?? 0) + (workingDays.overtime ? (workingDays.overtime[day.key] ?? 0) : 0);
    sundayOrHoliday[d] = day.weekday === 7 || day.holiday ? 1 : 0;
  });

  const onLeave = new Uint8Array(nEmployees * nDays);
  const excluded = new Uint8Array(nEmployees * nDays);
  employees.forEach((employee, e) => {
    for (const date of employee.leave) {
      const d = dayIndex.get(date);
      if (d !== undefined) onLeave[e * nDays + d] = 1;
    }
    if (employee.exclusions.length === 0) return;
    const flags = new Set<DayKey>(employee.exclusions);
    days.forEach((day, d) => {
      const weekdayKey = WEEKDAY_KEYS[day.weekday - 1];
      if ((weekdayKey && flags.has(weekdayKey)) || (day.holiday && flags.has('hld'))) excluded[e * nDays + d] = 1;
    });
  });

  const historyRun = new Int32Array(nEmployees);
  const lastHistoryDay = new Int32Array(nEmployees).fill(NO_DAY);
  const first = days[0] ? dayNumber(days[0].date) : Number.NaN;
  const worked = new Map<number, Set<number>>();
  for (const entry of model.history) {
    const e = employeeIndex.get(entry.employeeId);
    const offset = dayNumber(entry.date) - first;
    if (e === undefined || !Number.isFinite(offset) || offset >= 0) continue;
    let set = worked.get(e);
    if (!set) worked.set(e, (set = new Set()));
    set.add(offset);
    if (offset > (lastHistoryDay[e] ?? NO_DAY)) lastHistoryDay[e] = offset;
  }
  for (const [e, set] of worked) {
    let run = 0;
    while (set.has(-(run + 1))) run += 1;
    historyRun[e] = run;
  }

  return {
    model,
    nDays,
    nEmployees,
    nPositions,
    employeeIndex,
    positionIndex,
    dayIndex,
    required,
    requiredSum,
    base,
    cap,
    sundayOrHoliday,
    onLeave,
    excluded,
    historyRun,
    lastHistoryDay,
    elsewhere: commitmentTables(model),
    assigned: new Set(model.rules),
    weights: softWeights(model.rules),
  };
}
