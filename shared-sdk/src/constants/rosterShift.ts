/** Codes and limits of the shift positions and shift employees of the roster setup wizard (spec 002 sections 3, 5, 8, 9). */
/** The statuses these calls answer beside the common ones (spec 002 section 8). */
export const RosterShiftStatus = {
  ROLE_ALREADY_EXIST: 'ROLE_ALREADY_EXIST',
  ROLE_DOESNOT_EXIST: 'ROLE_DOESNOT_EXIST',
  DAILY_NUMBER_OF_EMPLOYEES_REQUIRED: 'DAILY_NUMBER_OF_EMPLOYEES_REQUIRED',
  EMPLOYEE_ALREADY_EXIST: 'EMPLOYEE_ALREADY_EXIST',
  /** Not in the spec: a deactivated employee cannot be put on a shift. */
  EMPLOYEE_DEACTIVATED: 'EMPLOYEE_DEACTIVATED',
} as const;

/** Day keys of the per-day numbers (spec 002: Mon to Sun and Hld). */
export const SHIFT_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'hld'] as const;
export type ShiftDay = (typeof SHIFT_DAYS)[number];

/** Shift employee list: 0 all, 1 search by srch_word; pg 1 first page, 2 the page after the cursor. */
export const ShiftEmployeeFilter = { ALL: 0, SEARCH: 1 } as const;
export const ShiftEmployeePage = { FIRST: 1, NEXT: 2 } as const;
export const SHIFT_EMPLOYEE_PAGE_SIZE = 20;
export const PRIORITY_LEVEL_MAX = 100;
/** The default maximum of a required-per-day counter (spec 002 section 9). */
export const DAILY_REQUIRED_MAX = 300;
