/**
 * The shift employee form's values and the payloads they become (spec 002 sections 3 and 5):
 * hours are typed as strings ('' counts as 0); apply_wrkng_days and the exclusion days Mon … Hld
 * are flags 0 or 1. The details call names the daily hours daily_hours, the writes dailly_hours.
 */
import type { FormikErrors } from 'formik';
import { validateWith } from '@times/shared-sdk';
import type { ShiftEmployeeAddFields, ShiftEmployeeDetails, ShiftEmployeeFields } from '@times/shared-sdk';
import { SHIFT_DAYS, appMessages } from '@times/shared-sdk/app';
import type { ShiftDay } from '@times/shared-sdk/app';

type Flag = 0 | 1;
type DayFlags = Record<ShiftDay, Flag>;

export interface ShiftEmployeeValues extends DayFlags {
  rld: string;
  apply_wrkng_days: Flag;
  monthly_hours: string;
  weekly_hours: string;
  dailly_hours: string;
}

const flag = (value: number): Flag => (value === 1 ? 1 : 0);
const dayFlags = (valueOf: (day: ShiftDay) => number): DayFlags =>
  Object.fromEntries(SHIFT_DAYS.map((day) => [day, flag(valueOf(day))])) as DayFlags;
const hours = (value: string): number => (value.trim() === '' ? 0 : Number(value));

export const EMPTY_SHIFT_EMPLOYEE: ShiftEmployeeValues = {
  rld: '',
  apply_wrkng_days: 0,
  monthly_hours: '',
  weekly_hours: '',
  dailly_hours: '',
  ...dayFlags(() => 0),
};

/** The form of an employee already on the shift. */
export function toShiftEmployeeValues(details: ShiftEmployeeDetails): ShiftEmployeeValues {
  return {
    rld: details.rld,
    apply_wrkng_days: flag(details.apply_wrkng_days),
    monthly_hours: String(details.monthly_hours),
    weekly_hours: String(details.weekly_hours),
    dailly_hours: String(details.daily_hours),
    ...dayFlags((day) => details[day]),
  };
}

/** What update sends (and add, with the ids). */
export function toShiftEmployeeFields(values: ShiftEmployeeValues): ShiftEmployeeFields {
  return {
    rld: values.rld,
    apply_wrkng_days: values.apply_wrkng_days,
    monthly_hours: hours(values.monthly_hours),
    weekly_hours: hours(values.weekly_hours),
    dailly_hours: hours(values.dailly_hours),
    ...dayFlags((day) => values[day]),
  };
}

export function toShiftEmployeeAdd(
  values: ShiftEmployeeValues,
  std: string,
  sftd: string,
  empd: string,
): ShiftEmployeeAddFields {
  return { std, sftd, empd, ...toShiftEmployeeFields(values) };
}

const checkFields = validateWith<ShiftEmployeeValues>('shiftEmployeeFieldsSchema');

/** The shared schema's checks, with the spec's 'Select position/role' when no position is chosen. */
export async function validateShiftEmployee(values: ShiftEmployeeValues): Promise<FormikErrors<ShiftEmployeeValues>> {
  const errors = await checkFields(values);
  return errors.rld ? { ...errors, rld: appMessages.shiftSetup.employees.selectPositionRole } : errors;
}
