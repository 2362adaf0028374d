/**
 * Codes and limits of rosters: creation, the roster list, the statistics and the calendar's drag
 * and drop (spec 002 sections 3, 4, 5, 8 and 9). Those marked 'ours' are not in the spec.
 */

/** A roster's status on the list: Processing, then Successful; anything else is a failure. */
export const RosterStatus = {
  PROCESSING: 'Processing',
  SUCCESSFUL: 'Successful',
  /** Ours: the engine failed or timed out (the reason is kept on the roster). */
  FAILED: 'Failed',
} as const;
export type RosterStatusName = (typeof RosterStatus)[keyof typeof RosterStatus];

/**
 * Ours: a calculated roster is a Draft until published; a Published roster's later edits and
 * recalculations notify the employees whose days changed.
 */
export const PublishState = { DRAFT: 'Draft', PUBLISHED: 'Published' } as const;
export type PublishStateName = (typeof PublishState)[keyof typeof PublishState];

/** Roster list filter: 1 all, 2 by period (both dates required). */
export const RosterFilter = { ALL: 1, PERIOD: 2 } as const;
export type RosterFilterCode = (typeof RosterFilter)[keyof typeof RosterFilter];

/** Start calculation: recalculate 0 (a new roster) or 1 (again, for roster_ref). */
export const Recalculate = { NO: 0, YES: 1 } as const;

/** The statuses of the roster calls beside the common ones (spec 002 section 8). */
export const RosterStatusCode = {
  INCORRECT_START_DATE: 'INCORRECT_START_DATE',
  ROSTER_WORKING_DAYS_REQUIRED: 'ROSTER_WORKING_DAYS_REQUIRED',
  ASSIGNED_EMPLOYEES_LESS_THAN_REQUIRED: 'ASSIGNED_EMPLOYEES_LESS_THAN_REQUIRED',
  ROSTER_ALREADY_CREATED: 'ROSTER_ALREADY_CREATED',
  ROSTER_CALCULATION_IN_PROGRESS: 'ROSTER_CALCULATION_IN_PROGRESS',
  CANT_DROP_THE_SAME_EMPLOYEE: 'CANT_DROP_THE_SAME_EMPLOYEE',
  SWAP_DATE_NOT_EMPTY: 'SWAP_DATE_NOT_EMPTY',
  DATE_NOT_EMPTY: 'DATE_NOT_EMPTY',
  /** Ours: the roster asked for is not one of this shift's. */
  ROSTER_NOT_FOUND: 'ROSTER_NOT_FOUND',
  /** Ours: its figures or days were asked for while it is still Processing. */
  ROSTER_PROCESSING: 'ROSTER_PROCESSING',
  /** Ours: its figures or days were asked for but its calculation failed. */
  ROSTER_FAILED: 'ROSTER_FAILED',
  /** Ours: a swap or move names a roster day that is not (or no longer) on the roster. */
  ENTRY_NOT_FOUND: 'ENTRY_NOT_FOUND',
  /** Ours: a swap or move puts an employee on a day (or at a time) they work another shift. */
  EMPLOYEE_WORKS_ELSEWHERE: 'EMPLOYEE_WORKS_ELSEWHERE',
  /** Ours: a swap or move leaves an employee less than the minimum rest before or after another shift. */
  REST_HOURS_TOO_SHORT: 'REST_HOURS_TOO_SHORT',
  /** Ours: a swap or move puts an employee on a shift the day after (or before) a shift they may not work next to it. */
  SHIFT_SUCCESSION_FORBIDDEN: 'SHIFT_SUCCESSION_FORBIDDEN',
  /** Ours: the employee chosen to cover a place may not take it (a hard rule, or not qualified or free). */
  COVER_NOT_ALLOWED: 'COVER_NOT_ALLOWED',
  /** Ours: an absence's dates are not inside the roster's period, or the end is before the start. */
  ABSENCE_OUTSIDE_PERIOD: 'ABSENCE_OUTSIDE_PERIOD',
} as const;

/** The start date has at least 9 characters (spec 002 section 5). */
export const ROSTER_START_DATE_MIN_LENGTH = 9;

/** The swap check's date when a cell has no target date (spec 002 sections 4 and 9). */
export const SWAP_CHECK_DEFAULT_DATE = '1901-01-01';

/** Ours: employees (rows) per page of the roster details; the client pages until total_records. */
export const ROSTER_DETAILS_PAGE_SIZE = 100;

/** Ours: how often a screen asks again while a roster is Processing. */
export const ROSTER_STATUS_POLL_MS = 1000;

/** The height of the 'Employees days' bar chart (spec 002 section 9). */
export const EMPLOYEES_DAYS_CHART_HEIGHT = 450;
