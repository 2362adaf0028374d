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

export const markAbsentSchema = object({
  ...rosterEdit,
  empd: text().required(v.selectEmployee),
  from_date: calendarDate(v.selectAbsenceDates),
  to_date: calendarDate(v.selectAbsenceDates),
});

export type CoverCandidatesInput = InferType<typeof coverCandidatesSchema>;
export type AssignCoverInput = InferType<typeof assignCoverSchema>;
export type MarkAbsentInput = InferType<typeof markAbsentSchema>;
