/**
 * Constants of the employees' own calls (issue 31, ours): statuses, limits and the routes of My
 * Times and the Requests page.
 */
export const SelfServiceStatus = {
  /** An invitation for an employee without a mobile: the text has nowhere to go. */
  EMPLOYEE_NO_MOBILE: 'EMPLOYEE_NO_MOBILE',
  /** The employee is linked to an account already (unlink first), or the account is linked to another employee of the app. */
  ACCOUNT_ALREADY_LINKED: 'ACCOUNT_ALREADY_LINKED',
  /** Unlink of an employee without a linked account; a revoke without a live invitation. */
  ACCOUNT_NOT_LINKED: 'ACCOUNT_NOT_LINKED',
  INVITATION_NOT_FOUND: 'INVITATION_NOT_FOUND',
  INVITATION_EXPIRED: 'INVITATION_EXPIRED',
  INVITATION_USED: 'INVITATION_USED',
  /** Time off that starts before the app's today. */
  TIME_OFF_IN_PAST: 'TIME_OFF_IN_PAST',
  /** Time off overlapping a pending or approved request of the employee. */
  TIME_OFF_OVERLAPS: 'TIME_OFF_OVERLAPS',
  REQUEST_NOT_FOUND: 'REQUEST_NOT_FOUND',
  /** A decision or cancellation of a request that is no longer pending. */
  REQUEST_NOT_PENDING: 'REQUEST_NOT_PENDING',
  /** An availability change of a date before the app's today. */
  AVAILABILITY_IN_PAST: 'AVAILABILITY_IN_PAST',
  /** An open shift claimed that is no longer open: someone took it first, the day went by, the roster changed. */
  OPEN_SHIFT_TAKEN: 'OPEN_SHIFT_TAKEN',
  /** An open shift the employee may not take (now): a rule of their roster would break. */
  OPEN_SHIFT_NOT_ALLOWED: 'OPEN_SHIFT_NOT_ALLOWED',
  /** Issue 34: the employee has claimed as many open shifts on the roster as the app allows. */
  OPEN_SHIFT_LIMIT: 'OPEN_SHIFT_LIMIT',
} as const;

export const SelfServiceLimits = {
  /** How long an invitation can be used. */
  INVITATION_DAYS: 7,
  /** The longest time off one request asks for. */
  TIME_OFF_MAX_DAYS: 31,
  REASON_MAX: 200,
  /** The longest span My shifts answers at once. */
  SHIFTS_MAX_DAYS: 62,
  /** Inbox messages kept per employee (the oldest go). */
  INBOX_KEPT: 200,
  /** Issue 34: the highest limit of claims per employee and roster an app may set (a year's days). */
  CLAIMS_LIMIT_MAX: 366,
} as const;

/** The routes of the employees' app and of the managers' Requests page. */
export const SelfServiceRoutes = {
  MY_TIMES: '/mytimes',
  MY_SHIFTS: '/mytimes/shifts',
  MY_TIME_OFF: '/mytimes/timeoff',
  MY_AVAILABILITY: '/mytimes/availability',
  MY_INBOX: '/mytimes/inbox',
  REQUESTS: '/apptimes/requests',
  /** The invitation's page: '/approot/invite/<token>'. */
  INVITATION: '/approot/invite',
} as const;
