/**
 * Employee constants (spec 001 sections 3, 5, 8 and 9). A file of its own, reached through
 * '@times/shared-sdk/employees' and the app module, so the public pages' core stays as small
 * as it is.
 */
export const EmployeeStatus = {
  EMPLOYEE_DOES_NOT_EXIST: 'EMPLOYEE_DOES_NOT_EXIST',
  EMPLOYEE_WITH_SAME_DETAILS_EXIST: 'EMPLOYEE_WITH_SAME_DETAILS_EXIST',
  EMPLOYEE_MAX_LICENSED_EXCEEDED: 'EMPLOYEE_MAX_LICENSED_EXCEEDED',
  /** An import row that is imported. */
  SUCCESS: 'SUCCESS',
  /** Not in the spec: a face photo whose committed blocks do not match its size or dimensions. */
  UPLOAD_INVALID: 'UPLOAD_INVALID',
} as const;

/** The status switch: 5 activates, 10 deactivates. */
export const EmployeeSwitch = { ACTIVATE: 5, DEACTIVATE: 10 } as const;
/** user_status of an active employee. */
export const EMPLOYEE_ACTIVE = 0;

/** The list filter (flt). */
export const EmployeeFilter = { ALL: 0, PRESENT: 1, ABSENT: 2, PERFORMANCE: 3, EMPLOYEE: 4 } as const;
/** The list page (pg): first page, or the next one after the cursor. */
export const EmployeePage = { FIRST: 1, NEXT: 2 } as const;
/** Rows per list page (not in the spec). */
export const EMPLOYEE_PAGE_SIZE = 20;

export const IdKindCode = { ID: 1, PASSPORT: 2 } as const;

export const EmployeeLimits = {
  NAME_MIN: 2,
  NAME_MAX: 100,
  MOBILE_MIN: 2,
  MOBILE_MAX: 10,
  DATE_MIN: 9,
  /** The list search runs above 2 characters, the leave type-ahead above 3. */
  LIST_SEARCH_MIN: 3,
  TYPE_AHEAD_MIN: 4,
  IMPORT_BATCH: 100,
} as const;

export const DEFAULT_COUNTRY_CODE = 27;

/** The CSV header fields (case-insensitive) and the import row key each fills, in file order. */
export const CSV_FIELDS = [
  { header: 'Name', key: 'name' },
  { header: 'Surname', key: 'surname' },
  { header: 'Date of Birth', key: 'date_of_birth' },
  { header: 'Mobile', key: 'mobile' },
  { header: 'Gender', key: 'gender' },
  { header: 'Employee Number', key: 'employee_number' },
  { header: 'ID Type', key: 'isIDOrPass' },
  { header: 'ID', key: 'idOrPass' },
] as const;

/** Face capture (spec 001 sections 4 and 9). */
export const FaceCapture = {
  FIRST_SAMPLE_AFTER: 9,
  SECOND_SAMPLE_AFTER: 30,
  VIEW_WIDTH: 440,
  VIEW_HEIGHT: 340,
  THUMB_SIZE: 150,
  THUMB_QUALITY: 0.8,
  IMAGE_SIZE: 300,
  IMAGE_QUALITY: 0.87,
  BLOCK_SIZE: 1024 * 1024,
  WEBCAM_WIDTH: 640,
  WEBCAM_HEIGHT: 480,
  WEBCAM_INTERVAL_MS: 100,
} as const;
