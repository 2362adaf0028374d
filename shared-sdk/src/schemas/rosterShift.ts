/**
 * Shift positions and shift employees of the roster setup wizard (spec 002 sections 3, 5, 7):
 * payloads of the /api/rstgen shift-position, configured-daily and shift-employee calls and the
 * position lookups. Hours and per-day numbers are optional numbers defaulting to 0; the
 * priority level is 0 to 100; per-day required counts of a position are 0 to 300 (the default
 * maximum of the counter); exclusion days of an employee are flags 0 or 1.
 */
import { number, object, string } from 'yup';
import type { InferType } from 'yup';

import {
  DAILY_REQUIRED_MAX,
  PRIORITY_LEVEL_MAX,
  SHIFT_DAYS,
  ShiftEmployeeFilter,
  ShiftEmployeePage,
} from '../constants/rosterShift';
import type { ShiftDay } from '../constants/rosterShift';
import { text } from './text';

export * from '../constants/rosterShift';

const NUMBER_MESSAGE = 'Enter a whole number';
const emptyIsZero = (value: number, original: unknown) =>
  original === '' || original === null || original === undefined ? 0 : value;
const whole = (max: number) =>
  number()
    .transform(emptyIsZero)
    .typeError(NUMBER_MESSAGE)
    .integer(NUMBER_MESSAGE)
    .min(0, NUMBER_MESSAGE)
    .max(max, NUMBER_MESSAGE)
    .default(0);
const flag = () => number().transform(emptyIsZero).oneOf([0, 1]).default(0);
const id = (message: string) => text().required(message);

const hours = { monthly_hours: whole(744), weekly_hours: whole(168), dailly_hours: whole(24) };
const dayFields = <T>(make: () => T) =>
  Object.fromEntries(SHIFT_DAYS.map((day) => [day, make()])) as Record<ShiftDay, T>;

const shiftIds = { std: id('Select site'), sftd: id('Select shift') };

/** Hours, required counts per day and priority of a shift position (what update may change). */
export const shiftPositionFieldsSchema = object({
  ...hours,
  ...dayFields(() => whole(DAILY_REQUIRED_MAX)),
  priority_level: whole(PRIORITY_LEVEL_MAX),
});
export const shiftPositionAddSchema = shiftPositionFieldsSchema.shape({ ...shiftIds, rld: id('Select position/role') });

/** /api/rstgen/556112 */
export const shiftPositionAddPayloadSchema = object({ roster_shift_positions: shiftPositionAddSchema.required() });
/** /api/rstgen/452807 */
export const shiftPositionUpdatePayloadSchema = object({
  shftrld: id('Select position'),
  roster_shift_positions: shiftPositionFieldsSchema.required(),
});
/** /api/rstgen/562312 and /api/rstgen/5633412 */
export const shiftPositionIdSchema = object({ shftrld: id('Select position') });
/** /api/rstgen/7752341 and /api/rstgen/763990 (and the wizard's {std, sftd}). */
export const shiftSelectionSchema = object(shiftIds);
/** The positions of one shift (lookup). */
export const shiftRolesSchema = object({ sftd: id('Select shift') });

/** Role, hours and exclusion days of a shift employee (what update may change). */
export const shiftEmployeeFieldsSchema = object({
  rld: id('Select position'),
  apply_wrkng_days: flag(),
  ...hours,
  ...dayFields(flag),
});
export const shiftEmployeeAddSchema = shiftEmployeeFieldsSchema.shape({ ...shiftIds, empd: id('Select employee') });

/** /api/rstgen/65435 */
export const shiftEmployeeAddPayloadSchema = object({ roster_shift_employees: shiftEmployeeAddSchema.required() });
/** /api/rstgen/53425 */
export const shiftEmployeeUpdatePayloadSchema = object({
  rshftempd: id('Select employee'),
  ...shiftIds,
  roster_shift_employees: shiftEmployeeFieldsSchema.required(),
});
/** /api/rstgen/2345812 and /api/rstgen/65346 */
export const shiftEmployeeIdSchema = object({ rshftempd: id('Select employee'), ...shiftIds });
/** /api/rstgen/34522 */
export const shiftEmployeeListSchema = object({
  ...shiftIds,
  flt: number().transform(emptyIsZero).oneOf([ShiftEmployeeFilter.ALL, ShiftEmployeeFilter.SEARCH]).default(0),
  pg: number()
    .transform((value: number, original: unknown) => (original === '' || original == null ? 1 : value))
    .oneOf([ShiftEmployeePage.FIRST, ShiftEmployeePage.NEXT])
    .default(1),
  lst_count: number().transform(emptyIsZero).typeError(NUMBER_MESSAGE).integer(NUMBER_MESSAGE).default(0),
  lst_date: string().default(''),
  lst_name: string().default(''),
  srch_word: text().default(''),
});

export type ShiftPositionAddForm = InferType<typeof shiftPositionAddSchema>;
export type ShiftPositionFieldsForm = InferType<typeof shiftPositionFieldsSchema>;
export type ShiftEmployeeAddForm = InferType<typeof shiftEmployeeAddSchema>;
export type ShiftEmployeeFieldsForm = InferType<typeof shiftEmployeeFieldsSchema>;
export type ShiftEmployeeListQuery = InferType<typeof shiftEmployeeListSchema>;
