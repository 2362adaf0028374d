/**
 * An employee's availability (ours): unavailable dates and weekdays, and day requests with a
 * weight 1-10, to work or to have a day off, for every shift or this shift only. The dialog and
 * the mock-api validate with it; the range around today is checked by availabilityDateInRange.
 */
import { array, number, object, string } from 'yup';
import type { InferType } from 'yup';
import { validationMessages } from '../catalogue/validationMessages';
import {
  AVAILABILITY_WEEKDAYS,
  AvailabilityLimits,
  RequestKind,
  availabilityDateInRange,
} from '../constants/availability';
import { isValidDateString } from './rules';
import { forbiddenSuccessionsSchema } from './successions';
import { text } from './text';

export * from '../constants/availability';

const v = validationMessages;
const L = AvailabilityLimits;
const date = () => string().required(v.validDate).test('valid-date', v.validDate, isValidDateString);
const unique = (values: readonly unknown[] | undefined): boolean =>
  !Array.isArray(values) || new Set(values).size === values.length;

export const dayRequestSchema = object({
  entry_date: date(),
  work: number()
    .typeError(v.selectRequestKind)
    .required(v.selectRequestKind)
    .oneOf([RequestKind.OFF, RequestKind.WORK], v.selectRequestKind),
  weight: number()
    .typeError(v.requestWeight)
    .required(v.requestWeight)
    .integer(v.requestWeight)
    .min(L.WEIGHT_MIN, v.requestWeight)
    .max(L.WEIGHT_MAX, v.requestWeight),
  this_shift: number().oneOf([0, 1], v.requestShift).default(0),
});

/** A whole number min-max in a roster period, or null (an empty field) for no limit. */
const periodCount = (max: number, message: string, min = 0) =>
  number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? null : value))
    .nullable()
    .typeError(message)
    .integer(message)
    .min(min, message)
    .max(max, message)
    .default(null);

const periodHours = () => periodCount(L.MAX_PERIOD_HOURS, v.limitHours);

/**
 * The limits part: minimum and maximum hours (the minimum not above the maximum), maximum weekends,
 * minimum days and days off in a row, most shifts of the shift the dialog is for.
 */
export const periodLimitsSchema = object({
  min_hours: periodHours(),
  max_hours: periodHours().test('min-max', v.minOverMax, function (max) {
    const min: unknown = (this.parent as { min_hours?: unknown }).min_hours;
    return max === null || max === undefined || typeof min !== 'number' || min <= max;
  }),
  max_weekends: periodCount(L.MAX_PERIOD_WEEKENDS, v.limitWeekends),
  min_consecutive_days: periodCount(L.MAX_MIN_CONSECUTIVE_DAYS, v.limitConsecutiveDays, 1),
  min_consecutive_days_off: periodCount(L.MAX_MIN_CONSECUTIVE_DAYS_OFF, v.limitConsecutiveDaysOff, 1),
  max_shifts: periodCount(L.MAX_SHIFTS_OF_SHIFT, v.limitShifts),
});

/** The unavailable dates: each once, at most 366 (the admin's dialog and My availability). */
export const unavailableDatesSchema = array(date())
  .max(L.MAX_DATES, v.tooManyDates)
  .default([])
  .test('unique', v.dateTwice, unique);

/** The unavailable weekdays: 'mon' … 'sun', each once. */
export const unavailableDaysSchema = array(
  string()
    .required(v.selectWeekday)
    .oneOf([...AVAILABILITY_WEEKDAYS], v.selectWeekday),
)
  .default([])
  .test('unique', v.weekdayTwice, unique);

export const employeeAvailabilitySchema = periodLimitsSchema.shape({
  unavailable_dates: unavailableDatesSchema,
  unavailable_days: unavailableDaysSchema,
  requests: array(dayRequestSchema)
    .max(L.MAX_REQUESTS, v.tooManyRequests)
    .default([])
    .test(
      'one-a-day',
      v.requestTwice,
      (requests) => !Array.isArray(requests) || unique(requests.map((request) => request?.entry_date)),
    )
    .test('available', v.requestOnUnavailable, function (requests) {
      const dates: unknown = (this.parent as { unavailable_dates?: unknown }).unavailable_dates;
      const unavailable = new Set(Array.isArray(dates) ? dates : []);
      return !Array.isArray(requests) || !requests.some((request) => unavailable.has(request?.entry_date));
    }),
  forbidden_successions: forbiddenSuccessionsSchema,
});

/**
 * The yup context of the dialog's add forms: today (YYYY-MM-DD), the unavailable dates and the
 * dates with a request already in the lists.
 */
export interface AvailabilityFormContext {
  today: string;
  unavailable: readonly string[];
  requested: readonly string[];
}
type ContextOf = { options: { context?: Partial<AvailabilityFormContext> } };
const inRange = function (this: ContextOf, value: string | undefined) {
  const today = this.options.context?.today;
  return !value || !today || !isValidDateString(value) || availabilityDateInRange(value, today);
};
const notIn = (key: 'unavailable' | 'requested') =>
  function (this: ContextOf, value: string | undefined) {
    return !value || !(this.options.context?.[key] ?? []).includes(value);
  };

/** The dialog's 'Add date' form. */
export const unavailableDateFormSchema = object({
  date: date()
    .test('range', v.dateOutOfRange, inRange)
    .test('new', v.dateTwice, notIn('unavailable'))
    .test('no-request', v.dateHasRequest, notIn('requested')),
});

/** The dialog's 'Add request' form (weight as typed). */
export const dayRequestFormSchema = dayRequestSchema.shape({
  entry_date: date()
    .test('range', v.dateOutOfRange, inRange)
    .test('new', v.requestTwice, notIn('requested'))
    .test('available', v.requestOnUnavailable, notIn('unavailable')),
});

const shiftEmployee = {
  rshftempd: text().required('Select employee'),
  std: text().required('Select site'),
  sftd: text().required('Select shift'),
};

/** The availability of a shift's employee (details). */
export const availabilityDetailsSchema = object(shiftEmployee);
/** Save the availability of a shift's employee. */
export const availabilitySavePayloadSchema = object({
  ...shiftEmployee,
  employee_availability: employeeAvailabilitySchema.required(),
});

export type EmployeeAvailabilityForm = InferType<typeof employeeAvailabilitySchema>;
export type PeriodLimitsForm = InferType<typeof periodLimitsSchema>;
export type DayRequestForm = InferType<typeof dayRequestSchema>;
export type UnavailableDateForm = InferType<typeof unavailableDateFormSchema>;
