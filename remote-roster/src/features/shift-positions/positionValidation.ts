/**
 * The position form's checks before anything is sent (spec 002 section 5): the role on the add
 * form ('Select position/role'), whole numbers within range for the hours (the bounds of the
 * server's shiftPositionFieldsSchema), the priority level 0 to 100 and each required-per-day
 * counter 0 to its day's limit (dayLimits.ts).
 */
import type { FormikErrors } from 'formik';
import { PRIORITY_LEVEL_MAX, SHIFT_DAYS, appMessages } from '@times/shared-sdk/app';
import type { DayLimits } from './dayLimits';
import type { PositionValues } from './positionValues';

const f = appMessages.shiftSetup.positions.form;

/** Hours of a month, a week, a day: what the server accepts. */
export const HOURS_MAX = { monthly_hours: 744, weekly_hours: 168, dailly_hours: 24 } as const;

/** '' is 0; otherwise a whole number from min to max. */
function inRange(value: unknown, max: number): boolean {
  if (value === '' || value === null || value === undefined) return true;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 && number <= max;
}

export function validatePosition(
  values: PositionValues,
  limits: DayLimits,
  requireRole: boolean,
): FormikErrors<PositionValues> {
  const errors: FormikErrors<PositionValues> = {};
  if (requireRole && !values.rld.trim()) errors.rld = f.roleRequired;
  for (const [name, max] of Object.entries(HOURS_MAX) as [keyof typeof HOURS_MAX, number][]) {
    if (!inRange(values[name], max)) errors[name] = f.wholeNumber(0, max);
  }
  if (!inRange(values.priority_level, PRIORITY_LEVEL_MAX)) errors.priority_level = f.wholeNumber(0, PRIORITY_LEVEL_MAX);
  for (const day of SHIFT_DAYS) {
    if (!inRange(values[day], limits[day].max)) errors[day] = f.wholeNumber(0, limits[day].max);
  }
  return errors;
}
