/**
 * Payload schemas of the shift setup wizard's working-days, required-employees and constraints
 * calls (spec 002 sections 3, 5, 7 and 9); the mock-api validates with them.
 */
import { number, object } from 'yup';
import type { InferType } from 'yup';
import { validationMessages } from '../catalogue/validationMessages';
import { MIN_REST_HOURS, PeriodType, ROSTER_START_DAY } from '../constants/rosterSetup';
import { text } from './text';

export * from '../constants/rosterSetup';

const v = validationMessages;

/** The largest count a field takes (the position form's default maximum is 300). */
export const COUNT_MAX = 10_000;

const requiredText = (message: string) => text().required(message);

/** A whole number 0 or more; '' and missing are 0 (spec 002 section 5: optional, default 0). */
const count = () =>
  number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? 0 : value))
    .typeError(v.countMin)
    .integer(v.countMin)
    .min(0, v.countMin)
    .max(COUNT_MAX, v.maxLength)
    .default(0);

/** Whole hours 0-24; '' and missing are 0 (no rule). */
const restHours = () =>
  number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? 0 : value))
    .typeError(v.restHours)
    .integer(v.restHours)
    .min(MIN_REST_HOURS.MIN, v.restHours)
    .max(MIN_REST_HOURS.MAX, v.restHours)
    .default(0);

const periodType = () =>
  number()
    .typeError(v.selectPeriodType)
    .oneOf([PeriodType.MONTHLY, PeriodType.BIWEEKLY], v.selectPeriodType)
    .default(PeriodType.MONTHLY);

const shiftRef = { std: requiredText(v.selectSite), sftd: requiredText(v.selectShift) };

/** {std, sftd}: working-days details and the available rules. */
export const shiftRefSchema = object(shiftRef);

const dayCounts = (prefix = '') =>
  Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'hld'].map((day) => [`${prefix}${day}`, count()]),
  );

/**
 * The working-days form (roster_rules_workingdays). Monthly starts on day 1 (the server stores 1
 * whatever is sent); Biweekly on a weekday 1-7.
 */
export const workingDaysSchema = object({
  ...shiftRef,
  max_cons_days: count(),
  min_rest_days: count(),
  min_rest_hours: restHours(),
  period_type: periodType(),
  roster_start_day: number()
    .transform((value: number, original: unknown) =>
      original === '' || original === null ? ROSTER_START_DAY.MIN : value,
    )
    .typeError(v.selectStartDay)
    .integer(v.selectStartDay)
    .default(ROSTER_START_DAY.MIN)
    .test('start-day', v.selectStartDay, function startDay(value) {
      if ((this.parent as { period_type?: unknown }).period_type !== PeriodType.BIWEEKLY) return true;
      return value !== undefined && value >= ROSTER_START_DAY.MIN && value <= ROSTER_START_DAY.MAX;
    }),
  ...dayCounts(),
  hasOvertime: number().typeError(v.countMin).oneOf([0, 1], v.countMin).default(0),
  ...dayCounts('overtime_'),
});
export type WorkingDaysForm = InferType<typeof workingDaysSchema>;

export const workingDaysSaveSchema = object({ roster_rules_workingdays: workingDaysSchema.required() });

/** /api/rostCalc/824567: the counts of the form, its period type and limits. */
export const requiredEmployeesSchema = object({
  ...shiftRef,
  ...dayCounts(),
  period_type: periodType(),
  max_consecutive_days: count(),
  rest_days: count(),
});

const ruleId = () => number().typeError(v.selectRule).required(v.selectRule).integer(v.selectRule).min(1, v.selectRule);

/** Assign a rule at a priority (1 first); beyond the end appends. */
export const ruleAddSchema = object({
  ...shiftRef,
  roster_rule: object({
    id: ruleId(),
    priority: number()
      .typeError(v.rulePriority)
      .required(v.rulePriority)
      .integer(v.rulePriority)
      .min(1, v.rulePriority),
  }).required(),
});

export const ruleDeleteSchema = object({ ...shiftRef, roster_rule: object({ id: ruleId() }).required() });

/** Calls with the common fields only (the roster client list). */
export const noPayloadSchema = object({});
