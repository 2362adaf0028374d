/**
 * Who can cover an open place, taking it, and an absence (ours, issue 17): /api/rostCalc/45428230
 * (candidates for a position on a date), 45428231 (one of them takes it), 45428232 (an employee
 * absent from a date to a date). The mock-api validates with them.
 */
import { object } from 'yup';
import type { InferType } from 'yup';
import { validationMessages } from '../catalogue/validationMessages';
import { calendarDate, rosterEdit } from './rosters';
import { text } from './text';

const v = validationMessages;

/** A place of the roster: a position (rld) on a date. */
export const coverCandidatesSchema = object({
  ...rosterEdit,
  entry_date: calendarDate(v.selectCoverPlace),
  rld: text().required(v.selectCoverPlace),
});

export const assignCoverSchema = coverCandidatesSchema.shape({ empd: text().required(v.selectEmployee) });

/** Issue 34: an employee's own day of a roster (My Times asks whom they may swap it with). */
export const swapPartnersSchema = object({
  ...rosterEdit,
  entry_date: calendarDate(v.selectSwapDay),
});

/**
 * The yup context of the Mark absent form: the roster's period (YYYY-MM-DD). Without it (the
 * mock-api) the period is not checked here; the call answers ABSENCE_OUTSIDE_PERIOD.
 */
export interface AbsenceFormContext {
  period: { start: string; end: string };
}
type ContextOf = { options: { context?: Partial<AbsenceFormContext> }; parent: { from_date?: string } };

export const markAbsentSchema = object({
  ...rosterEdit,
  empd: text().required(v.selectEmployee),
  from_date: calendarDate(v.selectAbsenceDates).test('period', v.absenceStartOutside, function (this: ContextOf, from) {
    const period = this.options.context?.period;
    return !from || !period || (from >= period.start && from <= period.end);
  }),
  to_date: calendarDate(v.selectAbsenceDates).test('period', v.absenceEndOutside, function (this: ContextOf, to) {
    const period = this.options.context?.period;
    const from = this.parent.from_date;
    return !to || !period || (to <= period.end && to >= period.start && (!from || to >= from));
  }),
});

export type CoverCandidatesInput = InferType<typeof coverCandidatesSchema>;
export type AssignCoverInput = InferType<typeof assignCoverSchema>;
export type MarkAbsentInput = InferType<typeof markAbsentSchema>;
