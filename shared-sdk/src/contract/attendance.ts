/** The attendance calls (issue 20, ours; TimesPaths.attendance): the kiosk of a site and its clock records. */
import type {
  ClockResponse,
  KioskResponse,
  AttendanceSitesResponse,
  TimesheetApproveResponse,
  TimesheetResponse,
} from '../api/attendanceTypes';
import { Status } from '../constants/codes';
import { EmployeeStatus as E } from '../constants/employees';
import { defineCall, schemaRef, shape } from './call';
import { APP_CALL } from './statusGroups';
import { TimesPaths } from './timesPaths';

const p = TimesPaths.attendance;
const times = 'times' as const;

export const attendance = {
  /** Open to every member of the app: the sites whose timesheet they may see (none: an empty list). */
  sites: defineCall({
    backend: times,
    path: p.sites,
    request: schemaRef('noPayloadSchema'),
    response: shape<AttendanceSitesResponse>(),
    statuses: APP_CALL,
  }),
  kiosk: defineCall({
    backend: times,
    path: p.kiosk,
    request: schemaRef('kioskSchema'),
    response: shape<KioskResponse>(),
    statuses: APP_CALL,
  }),
  /** EMPLOYEE_DOES_NOT_EXIST: no active employee of the site's shifts has that empd. */
  clock: defineCall({
    backend: times,
    path: p.clock,
    request: schemaRef('clockSchema'),
    response: shape<ClockResponse>(),
    statuses: [...APP_CALL, E.EMPLOYEE_DOES_NOT_EXIST],
  }),
  /** INVALID_SHIFT_DETAILS: the site has no such shift. */
  timesheet: defineCall({
    backend: times,
    path: p.timesheet,
    request: schemaRef('timesheetSchema'),
    response: shape<TimesheetResponse>(),
    statuses: [...APP_CALL, Status.INVALID_SHIFT_DETAILS],
  }),
  approve: defineCall({
    backend: times,
    path: p.approve,
    request: schemaRef('timesheetApproveSchema'),
    response: shape<TimesheetApproveResponse>(),
    statuses: [...APP_CALL, Status.INVALID_SHIFT_DETAILS, E.EMPLOYEE_DOES_NOT_EXIST],
  }),
};
