/**
 * A shift's working-day setup (shift_working_days, spec 002 sections 3, 4, 5 and 8): the rules of
 * a save, the stored record (one per shift, replaced by each save) and the required-employees
 * calculation behind 'Calculate required employees'.
 */
import { PeriodType, ROSTER_START_DAY, RosterSetupStatus, WORKING_DAY_KEYS } from '@times/shared-sdk/schemas';
import type { WorkingDayKey } from '@times/shared-sdk/schemas';
import type { RequiredEmployeesRequest, ShiftWorkingDays, WorkingDays } from '../contract';
import { Status } from '../contract';
import { requiredEmployees } from '@times/roster-engine';
import { restHoursOf } from '../rosters/model/restHours';
import { ReservedIds } from '../store/reservedIds';
import type { DbState, ShiftWorkingDaysRecord } from '../store/types';

type Counts = Record<WorkingDayKey, number>;

const overtimeKey = (day: WorkingDayKey) => `overtime_${day}` as const;

const countsOf = (source: Partial<Record<WorkingDayKey, number>>): Counts =>
  Object.fromEntries(WORKING_DAY_KEYS.map((day) => [day, source[day] ?? 0])) as Counts;

const allZero = (counts: Counts): boolean => WORKING_DAY_KEYS.every((day) => counts[day] === 0);

export type WorkingDaysProblem = (typeof RosterSetupStatus)[keyof typeof RosterSetupStatus];

/** The status a save is refused with, or null: required counts, then the overtime counts. */
export function workingDaysProblem(form: WorkingDays): WorkingDaysProblem | null {
  const counts = countsOf(form);
  if (allZero(counts)) return RosterSetupStatus.WORKING_DAYS_REQUIRED;
  if (form.hasOvertime !== 1) return null;
  const overtime = Object.fromEntries(WORKING_DAY_KEYS.map((day) => [day, form[overtimeKey(day)] ?? 0])) as Counts;
  if (allZero(overtime)) return RosterSetupStatus.OVERTIME_DAYS_REQUIRED;
  if (WORKING_DAY_KEYS.some((day) => overtime[day] > counts[day])) {
    return RosterSetupStatus.OVERTIME_EMPLOYEES_MUST_BE_LESSTHAN_OREQUAL_ACTUAL_EMPLOYEES;
  }
  return null;
}

/** The record's fields from a valid form: Monthly starts on day 1; no overtime keeps the overtime counts 0. */
export function workingDaysFields(form: WorkingDays): Omit<ShiftWorkingDaysRecord, 'id' | 'app_id'> {
  const hasOvertime = form.hasOvertime === 1 ? 1 : 0;
  const periodType = form.period_type === PeriodType.BIWEEKLY ? PeriodType.BIWEEKLY : PeriodType.MONTHLY;
  const overtime = Object.fromEntries(
    WORKING_DAY_KEYS.map((day) => [overtimeKey(day), hasOvertime ? (form[overtimeKey(day)] ?? 0) : 0]),
  ) as Pick<ShiftWorkingDaysRecord, `overtime_${WorkingDayKey}`>;
  return {
    std: form.std,
    sftd: form.sftd,
    max_cons_days: form.max_cons_days,
    min_rest_days: form.min_rest_days,
    min_rest_hours: form.min_rest_hours ?? 0,
    roster_start_day: periodType === PeriodType.MONTHLY ? ROSTER_START_DAY.MONTHLY : form.roster_start_day,
    period_type: periodType,
    ...countsOf(form),
    hasOvertime,
    ...overtime,
  };
}

export const findWorkingDays = (state: DbState, appId: string, sftd: string): ShiftWorkingDaysRecord | undefined =>
  state.shift_working_days.find((record) => record.app_id === appId && record.sftd === sftd);

/**
 * Insert or replace the shift's record (its id is kept; a new one's from `ids`: on PostgreSQL an id the write took
 * from the table's sequence, else the next after the highest).
 */
export function saveWorkingDays(
  draft: DbState,
  appId: string,
  form: WorkingDays,
  ids: ReservedIds = new ReservedIds({}),
): void {
  const fields = workingDaysFields(form);
  const existing = findWorkingDays(draft, appId, form.sftd);
  if (existing) Object.assign(existing, fields);
  else
    draft.shift_working_days.push({
      id: ids.next('shift_working_days', draft.shift_working_days),
      app_id: appId,
      ...fields,
    });
}

/** The record as the details call answers it (a record saved before the rest hours existed has 0). */
export function toShiftWorkingDays({ app_id: _appId, ...record }: ShiftWorkingDaysRecord): ShiftWorkingDays {
  return { ...record, min_rest_hours: restHoursOf(record) };
}

/** total_required from the roster engine (the representative period of the period type); WORKING_DAYS_REQUIRED when every count is 0. */
export function requiredOf(
  input: RequiredEmployeesRequest,
): { status: typeof Status.OK; total_required: number } | { status: typeof RosterSetupStatus.WORKING_DAYS_REQUIRED } {
  const perDay = countsOf(input);
  if (allZero(perDay)) return { status: RosterSetupStatus.WORKING_DAYS_REQUIRED };
  const { total_required } = requiredEmployees({
    perDay,
    periodType: input.period_type === PeriodType.BIWEEKLY ? 2 : 1,
    maxConsecutive: input.max_consecutive_days,
    minRest: input.rest_days,
  });
  return { status: Status.OK, total_required };
}
