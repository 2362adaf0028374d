/**
 * Payload schemas of the roster calls (spec 002 sections 5, 7 and 9): the roster list filter
 * ('Period date is required'), the start date ('Select valid date', at least 9 characters), the
 * roster references, the paged details and the calendar's swap and move. The forms and the
 * mock-api validate with them.
 */
import { number, object, string } from 'yup';
import type { InferType } from 'yup';
import { validationMessages } from '../catalogue/validationMessages';
import { ROSTER_START_DATE_MIN_LENGTH, Recalculate, RosterFilter } from '../constants/rosters';
import { text } from './text';

export * from '../constants/rosters';

const v = validationMessages;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const requiredText = (message: string) => text().required(message);
/** A calendar date YYYY-MM-DD that exists (2026-02-30 does not). */
const isRealDate = (value: string | undefined): boolean => {
  if (!value || !DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
export const calendarDate = (message: string) => text().required(message).test('date', message, isRealDate);
const wholeFrom = (min: number) =>
  number()
    .transform((value: number, original: unknown) => (original === '' || original == null ? min : value))
    .typeError(v.invalidCursor)
    .integer(v.invalidCursor)
    .min(min, v.invalidCursor)
    .default(min);

/** The roster list filter: with Period both dates are required and the start is not after the end. */
export const rosterListFilterSchema = object({
  filter_by: number().oneOf([RosterFilter.ALL, RosterFilter.PERIOD], v.selectRosterFilter).default(RosterFilter.ALL),
  dt_start: text()
    .default('')
    .when('filter_by', {
      is: RosterFilter.PERIOD,
      then: (schema) => schema.required(v.periodDateRequired).test('date', v.periodDateRequired, isRealDate),
    }),
  dt_end: text()
    .default('')
    .when('filter_by', {
      is: RosterFilter.PERIOD,
      then: (schema) =>
        schema
          .required(v.periodDateRequired)
          .test('date', v.periodDateRequired, isRealDate)
          .test('order', v.periodDateRequired, function endAfterStart(value) {
            const start = (this.parent as { dt_start?: string }).dt_start;
            return !value || !start || value >= start;
          }),
    }),
});
export type RosterListFilterValues = InferType<typeof rosterListFilterSchema>;

/** /api/rstgen/5452353: the client (and site, '' for all its sites) with the filter. */
export const availableRostersSchema = rosterListFilterSchema.shape({
  clntd: requiredText(v.selectClient),
  std: text().default(''),
});

/** The Create Roster form: a start date of at least 9 characters. */
export const rosterStartSchema = object({
  start_date: text().required(v.selectValidDate).min(ROSTER_START_DATE_MIN_LENGTH, v.selectValidDate),
});
export type RosterStartValues = InferType<typeof rosterStartSchema>;

/** /api/rostCalc/645622 (the server then checks the date itself: INCORRECT_START_DATE). */
export const startCalculationSchema = rosterStartSchema.shape({
  std: requiredText(v.selectSite),
  sftd: requiredText(v.selectShift),
  roster_ref: text().default(''),
  recalculate: number().oneOf([Recalculate.NO, Recalculate.YES]).default(Recalculate.NO),
});

/** /api/rostCalc/645623 (ours): every set-up shift of the site; recalculate 1 recalculates their rosters of the period. */
export const startSiteCalculationSchema = rosterStartSchema.shape({
  std: requiredText(v.selectSite),
  recalculate: number().oneOf([Recalculate.NO, Recalculate.YES]).default(Recalculate.NO),
});

/** /api/rostStats/881245: the shift's rosters (shftd as the spec spells it). */
export const rosterShiftSchema = object({ shftd: requiredText(v.selectShift), std: requiredText(v.selectSite) });

/** Status, summary statistics and statistics details of one roster. */
export const rosterRefSchema = rosterShiftSchema.shape({ rstd: requiredText(v.selectRoster) });

/** The paged roster details: page 1, then the continuation values of the previous answer. */
export const rosterDetailsSchema = rosterRefSchema.shape({
  page_number: wholeFrom(1),
  list_lst_id: wholeFrom(0),
  lst_count: wholeFrom(0),
  total_employees: wholeFrom(0),
  total_positions: wholeFrom(0),
});

const cell = () =>
  object({
    name: string().default(''),
    empd: requiredText(v.selectRosterCell),
    entry_date: calendarDate(v.selectRosterCell),
    emp_rld: string().default(''),
    gender: number().default(1),
  }).required(v.selectRosterCell);

export const rosterEdit = {
  std: requiredText(v.selectSite),
  sftd: requiredText(v.selectShift),
  roster_ref: requiredText(v.selectRoster),
};

/** /api/rostCalc/4567123: the dragged cell and the assigned cell it was dropped on. */
export const rosterSwapSchema = object({ ...rosterEdit, drpped_data: cell(), on_position_data: cell() });

/** Ours, /api/rostCalc/45428224: an assigned cell pinned (1) or unpinned (0). */
export const rosterPinSchema = object({
  ...rosterEdit,
  empd: requiredText(v.selectRosterCell),
  entry_date: calendarDate(v.selectRosterCell),
  pinned: number().oneOf([0, 1], v.selectRosterCell).required(v.selectRosterCell),
});

/** /api/rostCalc/45428223: an assigned cell moved to an empty one. */
export const rosterMoveSchema = object({
  ...rosterEdit,
  source_name: string().default(''),
  source_surname: string().default(''),
  source_empd: requiredText(v.selectRosterCell),
  source_entry_date: calendarDate(v.selectRosterCell),
  target_data: cell(),
});

/** /api/rostCalc/645624 (ours): publish a Successful roster. */
export const rosterPublishSchema = object({ ...rosterEdit });
