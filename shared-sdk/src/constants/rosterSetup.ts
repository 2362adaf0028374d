/** Codes of the shift setup wizard's working days and constraints (spec 002 sections 3, 8 and 9). */
export const PeriodType = { MONTHLY: 1, BIWEEKLY: 2 } as const;
export type PeriodTypeCode = (typeof PeriodType)[keyof typeof PeriodType];

/** Biweekly rosters start on a weekday 1-7 (Monday to Sunday); Monthly ones on day 1. */
export const ROSTER_START_DAY = { MIN: 1, MAX: 7, MONTHLY: 1 } as const;

/** Ours: the minimum rest between two shifts of an employee, in whole hours (0 = no rule). */
export const MIN_REST_HOURS = { MIN: 0, MAX: 24 } as const;

/** The day codes of the working-day counts, in order. */
export const WORKING_DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'hld'] as const;
export type WorkingDayKey = (typeof WORKING_DAY_KEYS)[number];

/** The statuses the working-days and required-employees calls answer beyond the common ones. */
export const RosterSetupStatus = {
  WORKING_DAYS_REQUIRED: 'WORKING_DAYS_REQUIRED',
  OVERTIME_DAYS_REQUIRED: 'OVERTIME_DAYS_REQUIRED',
  OVERTIME_EMPLOYEES_MUST_BE_LESSTHAN_OREQUAL_ACTUAL_EMPLOYEES:
    'OVERTIME_EMPLOYEES_MUST_BE_LESSTHAN_OREQUAL_ACTUAL_EMPLOYEES',
} as const;
