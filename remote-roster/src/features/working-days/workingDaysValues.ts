/**
 * The working-days form's values: from the stored record (or the defaults of a new shift, all 0,
 * Monthly from day 1) to the save payload and the required-employees request. Overtime is sent
 * only when 'Enable overtime on specific days' is ticked (spec 002 section 4).
 */
import type { RequiredEmployeesRequest, ShiftRef, ShiftWorkingDays, WorkingDays } from '@times/shared-sdk';
import { PeriodType, ROSTER_START_DAY, WORKING_DAY_KEYS } from '@times/shared-sdk/app';
import type { WorkingDayKey } from '@times/shared-sdk/app';

/** Form values are strings or numbers as the inputs give them; '' means 0. */
type Count = number | '';
export type OvertimeKey = `overtime_${WorkingDayKey}`;
export type WorkingDaysValues = Record<
  WorkingDayKey | OvertimeKey | 'max_cons_days' | 'min_rest_days' | 'min_rest_hours' | 'roster_start_day',
  Count
> & {
  std: string;
  sftd: string;
  period_type: 1 | 2;
  hasOvertime: 0 | 1;
};

export const overtimeKey = (day: WorkingDayKey): OvertimeKey => `overtime_${day}`;

const zeros = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, 0]));
const num = (value: Count | undefined): number => (value === '' || value === undefined ? 0 : Number(value));

export function initialValues(shift: ShiftRef, record: ShiftWorkingDays | null): WorkingDaysValues {
  const base = {
    ...zeros(WORKING_DAY_KEYS),
    ...zeros(WORKING_DAY_KEYS.map(overtimeKey)),
    max_cons_days: 0,
    min_rest_days: 0,
    min_rest_hours: 0,
    roster_start_day: ROSTER_START_DAY.MONTHLY,
    period_type: PeriodType.MONTHLY,
    hasOvertime: 0,
  } as Omit<WorkingDaysValues, 'std' | 'sftd'>;
  if (!record) return { ...base, std: shift.std, sftd: shift.sftd };
  const { id: _id, ...stored } = record;
  return { ...base, ...stored, std: shift.std, sftd: shift.sftd };
}

/** Choosing Monthly sets the start day to 1; Biweekly keeps a weekday 1-7 (default 1). */
export function startDayFor(periodType: 1 | 2, current: Count): number {
  if (periodType === PeriodType.MONTHLY) return ROSTER_START_DAY.MONTHLY;
  const day = num(current);
  return day >= ROSTER_START_DAY.MIN && day <= ROSTER_START_DAY.MAX ? day : ROSTER_START_DAY.MIN;
}

export function toPayload(values: WorkingDaysValues): WorkingDays {
  const counts = Object.fromEntries(WORKING_DAY_KEYS.map((day) => [day, num(values[day])])) as Record<
    WorkingDayKey,
    number
  >;
  const payload: WorkingDays = {
    std: values.std,
    sftd: values.sftd,
    max_cons_days: num(values.max_cons_days),
    min_rest_days: num(values.min_rest_days),
    min_rest_hours: num(values.min_rest_hours),
    period_type: values.period_type,
    roster_start_day: startDayFor(values.period_type, values.roster_start_day),
    ...counts,
    hasOvertime: values.hasOvertime,
  };
  if (values.hasOvertime === 1) {
    for (const day of WORKING_DAY_KEYS) payload[overtimeKey(day)] = num(values[overtimeKey(day)]);
  }
  return payload;
}

export function toRequiredRequest(values: WorkingDaysValues): RequiredEmployeesRequest {
  const counts = Object.fromEntries(WORKING_DAY_KEYS.map((day) => [day, num(values[day])])) as Record<
    WorkingDayKey,
    number
  >;
  return {
    std: values.std,
    sftd: values.sftd,
    ...counts,
    period_type: values.period_type,
    max_consecutive_days: num(values.max_cons_days),
    rest_days: num(values.min_rest_days),
  };
}
