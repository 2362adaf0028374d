/**
 * The employees' own calls (issue 31, ours): their accounts and invitations (admins), the
 * invitation's public page, My Times (the employee on their own record) and the managers'
 * Requests. Paths: TimesPaths.employeeAccounts, .myTimes, .requests; Paths.invitations.
 */
import type { CalendarLinkCreatedResponse } from '../api/rosterTypes';
import type { ApiResponse } from '../api/types';
import type {
  EmployeeAccountResponse,
  EmployeeAccountsResponse,
  InboxResponse,
  InvitationResponse,
  MyProfileResponse,
  MyAvailabilityResponse,
  MyAvailabilitySaveResponse,
  MyShiftsResponse,
  MyOpenShiftsResponse,
  RequestDecideResponse,
  RequestImpactResponse,
  RequestCountResponse,
  RequestListResponse,
  RequestSettingsResponse,
  MarketplaceSettingsResponse,
  SwapPartnersResponse,
  OpenShiftClaimResponse,
  TimeOffListResponse,
  TimeOffResponse,
} from '../api/selfServiceTypes';
import { EmployeeStatus as E } from '../constants/employees';
import { SelfServiceStatus as S } from '../constants/selfService';
import { defineCall, schemaRef, shape } from './call';
import { APP_CALL, SIGNED_IN } from './statusGroups';
import { TimesPaths } from './timesPaths';

const times = 'times' as const;
const a = TimesPaths.employeeAccounts;
const m = TimesPaths.myTimes;
const r = TimesPaths.requests;

const ON_EMPLOYEE = [...APP_CALL, E.EMPLOYEE_DOES_NOT_EXIST] as const;

/** Needs EMPLOYEES_AND_POSITIONS right 1, as the employee list's writes. */
export const employeeAccounts = {
  list: defineCall({
    backend: times,
    path: a.list,
    request: schemaRef('noPayloadSchema'),
    response: shape<EmployeeAccountsResponse>(),
    statuses: APP_CALL,
  }),
  /** Sends (again) an invitation by text; EMPLOYEE_NO_MOBILE, ACCOUNT_ALREADY_LINKED. */
  invite: defineCall({
    backend: times,
    path: a.invite,
    request: schemaRef('employeeIdSchema'),
    response: shape<EmployeeAccountResponse>(),
    statuses: [...ON_EMPLOYEE, S.EMPLOYEE_NO_MOBILE, S.ACCOUNT_ALREADY_LINKED],
  }),
  /** INVITATION_NOT_FOUND: no live invitation to revoke. */
  revoke: defineCall({
    backend: times,
    path: a.revoke,
    request: schemaRef('employeeIdSchema'),
    response: shape<EmployeeAccountResponse>(),
    statuses: [...ON_EMPLOYEE, S.INVITATION_NOT_FOUND],
  }),
  unlink: defineCall({
    backend: times,
    path: a.unlink,
    request: schemaRef('employeeIdSchema'),
    response: shape<EmployeeAccountResponse>(),
    statuses: [...ON_EMPLOYEE, S.ACCOUNT_NOT_LINKED],
  }),
};

/** The invitation link's page: any session (a visitor's or a user's). */
export const invitations = {
  details: defineCall({
    backend: 'first',
    path: TimesPaths.invitations.details,
    request: schemaRef('invitationSchema'),
    response: shape<InvitationResponse>(),
    statuses: [...SIGNED_IN, S.INVITATION_NOT_FOUND, S.INVITATION_EXPIRED, S.INVITATION_USED],
    session: 'visitor',
  }),
};

/**
 * The employee's own calls: the selected app must be one whose employee record is linked to the
 * session's account (INVALID_USER_RIGHTS otherwise, and for a deactivated employee).
 */
export const myTimes = {
  me: defineCall({
    backend: times,
    path: m.me,
    request: schemaRef('noPayloadSchema'),
    response: shape<MyProfileResponse>(),
    statuses: APP_CALL,
  }),
  shifts: defineCall({
    backend: times,
    path: m.shifts,
    request: schemaRef('myShiftsSchema'),
    response: shape<MyShiftsResponse>(),
    statuses: APP_CALL,
  }),
  timeOff: defineCall({
    backend: times,
    path: m.timeOff,
    request: schemaRef('noPayloadSchema'),
    response: shape<TimeOffListResponse>(),
    statuses: APP_CALL,
  }),
  /** TIME_OFF_IN_PAST, TIME_OFF_OVERLAPS; the same ref again answers the request made the first time. */
  timeOffAdd: defineCall({
    backend: times,
    path: m.timeOffAdd,
    request: schemaRef('timeOffAddSchema'),
    response: shape<TimeOffResponse>(),
    statuses: [...APP_CALL, S.TIME_OFF_IN_PAST, S.TIME_OFF_OVERLAPS],
  }),
  timeOffCancel: defineCall({
    backend: times,
    path: m.timeOffCancel,
    request: schemaRef('requestRefSchema'),
    response: shape<TimeOffResponse>(),
    statuses: [...APP_CALL, S.REQUEST_NOT_FOUND, S.REQUEST_NOT_PENDING],
  }),
  inbox: defineCall({
    backend: times,
    path: m.inbox,
    request: schemaRef('noPayloadSchema'),
    response: shape<InboxResponse>(),
    statuses: APP_CALL,
  }),
  inboxRead: defineCall({
    backend: times,
    path: m.inboxRead,
    request: schemaRef('inboxReadSchema'),
    response: shape<ApiResponse>(),
    statuses: APP_CALL,
  }),
  sms: defineCall({
    backend: times,
    path: m.sms,
    request: schemaRef('smsChoicesSchema'),
    response: shape<MyProfileResponse>(),
    statuses: APP_CALL,
  }),
  /** My availability: as asked (applied plus what waits), the limits, the shifts and the published periods. */
  availability: defineCall({
    backend: times,
    path: m.availability,
    request: schemaRef('noPayloadSchema'),
    response: shape<MyAvailabilityResponse>(),
    statuses: APP_CALL,
  }),
  /**
   * Saves the availability as the employee wants it: changes for a published period (or all, by the
   * app's setting) wait for a manager, replacing what waited; the others apply at once.
   * AVAILABILITY_IN_PAST for a change of a date before today; VALIDATION_ERROR names a request
   * for a shift that is not the employee's.
   */
  availabilitySave: defineCall({
    backend: times,
    path: m.availabilitySave,
    request: schemaRef('myAvailabilitySchema'),
    response: shape<MyAvailabilitySaveResponse>(),
    statuses: [...APP_CALL, S.AVAILABILITY_IN_PAST],
  }),
  /** A new calendar feed link of the employee's published days (the previous one stops working); its URL this once. */
  calendarLink: defineCall({
    backend: times,
    path: m.calendarLink,
    request: schemaRef('noPayloadSchema'),
    response: shape<CalendarLinkCreatedResponse>(),
    statuses: APP_CALL,
  }),
  /** Issue 34: the open places of the employee's published rosters in a span that they may take, best first. */
  openShifts: defineCall({
    backend: times,
    path: m.openShifts,
    request: schemaRef('myShiftsSchema'),
    response: shape<MyOpenShiftsResponse>(),
    statuses: APP_CALL,
  }),
  /**
   * Issue 34: the colleagues the employee may swap one of their days (of a published roster, from today on) with,
   * each with the days of theirs a swap keeps every hard rule on for both, best first, the change in words; how many
   * others may not (never their names: only managers see those).
   */
  swapPartners: defineCall({
    backend: times,
    path: m.swapPartners,
    request: schemaRef('swapPartnersSchema'),
    response: shape<SwapPartnersResponse>(),
    statuses: APP_CALL,
  }),
  /**
   * Takes an open place (waits 0), or asks a manager for it when the app's shift changes wait (waits 1; the same
   * claim sent again answers the one waiting): OPEN_SHIFT_TAKEN (no longer open), OPEN_SHIFT_NOT_ALLOWED (a rule
   * would break now), OPEN_SHIFT_LIMIT (as many claims on the roster, taken or waiting, as the app allows).
   */
  openShiftClaim: defineCall({
    backend: times,
    path: m.openShiftClaim,
    request: schemaRef('coverCandidatesSchema'),
    response: shape<OpenShiftClaimResponse>(),
    statuses: [...APP_CALL, S.OPEN_SHIFT_TAKEN, S.OPEN_SHIFT_NOT_ALLOWED, S.OPEN_SHIFT_LIMIT],
  }),
};

/**
 * The managers' Requests: those of employees on a shift of a site where the user may adjust
 * rosters (ROSTER right 9 or 11 on a site whose isCreate is 1, the site's operations manager, an admin).
 */
export const requests = {
  list: defineCall({
    backend: times,
    path: r.list,
    request: schemaRef('requestListSchema'),
    response: shape<RequestListResponse>(),
    statuses: APP_CALL,
  }),
  impact: defineCall({
    backend: times,
    path: r.impact,
    request: schemaRef('requestRefSchema'),
    response: shape<RequestImpactResponse>(),
    statuses: [...APP_CALL, S.REQUEST_NOT_FOUND],
  }),
  decide: defineCall({
    backend: times,
    path: r.decide,
    request: schemaRef('requestDecideSchema'),
    response: shape<RequestDecideResponse>(),
    statuses: [...APP_CALL, S.REQUEST_NOT_FOUND, S.REQUEST_NOT_PENDING, S.OPEN_SHIFT_TAKEN, S.OPEN_SHIFT_NOT_ALLOWED],
  }),
  /** The menu's count: how many requests wait for the user (the list's `pending`, without the rows). */
  count: defineCall({
    backend: times,
    path: r.count,
    request: schemaRef('noPayloadSchema'),
    response: shape<RequestCountResponse>(),
    statuses: APP_CALL,
  }),
  /** Whether every availability change waits for a manager: an admin of the app only. */
  settings: defineCall({
    backend: times,
    path: r.settings,
    request: schemaRef('requestSettingsSchema'),
    response: shape<RequestSettingsResponse>(),
    statuses: APP_CALL,
  }),
  /**
   * Issue 34: whether claims of open shifts wait for a manager (1) or apply at once (0), and how many one employee
   * may claim per roster (null: no limit; left as it is when not sent): an admin of the app only.
   */
  marketplace: defineCall({
    backend: times,
    path: r.marketplace,
    request: schemaRef('marketplaceSettingsSchema'),
    response: shape<MarketplaceSettingsResponse>(),
    statuses: APP_CALL,
  }),
};
