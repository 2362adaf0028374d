/** Times backend: the kiosk of a site and its clock records (issue 20, ours; Contract.attendance). */
import { Status, callContract } from '@times/shared-sdk';
import type {
  CallOptions,
  CallTexts,
  ClockRequest,
  TimesheetApproveRequest,
  TimesheetRequest,
} from '@times/shared-sdk';
import { Contract, GENERIC_APP_STATUSES as generic } from '../../contract';
import { EmployeeStatus } from '../../constants/employees';
import { appMessages } from '../catalogue/appMessages';

const k = appMessages.attendance.kiosk;

export const attendanceMessages = {
  read: { byStatus: { [Status.INVALID_USER_RIGHTS]: appMessages.status.invalidUserRights }, generic },
  clock: {
    byStatus: {
      [Status.INVALID_USER_RIGHTS]: appMessages.status.invalidUserRights,
      [EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST]: k.employeeNotOnSite,
      // The kiosk makes every field itself: only its clock can be wrong.
      [Status.VALIDATION_ERROR]: k.invalidClockTime,
    },
    generic: [Status.APP_NOT_SELECTED],
  },
  timesheet: {
    byStatus: {
      [Status.INVALID_USER_RIGHTS]: appMessages.status.invalidUserRights,
      [Status.INVALID_SHIFT_DETAILS]: appMessages.shiftSetup.wizard.invalidShiftDetails,
    },
    generic,
  },
  approve: {
    byStatus: {
      [Status.INVALID_USER_RIGHTS]: appMessages.status.invalidUserRights,
      [Status.INVALID_SHIFT_DETAILS]: appMessages.shiftSetup.wizard.invalidShiftDetails,
      [EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST]: k.employeeNotOnSite,
    },
    generic,
  },
} satisfies Record<string, CallTexts>;

const c = Contract.attendance;
const m = attendanceMessages;

export const attendanceApi = {
  sites: (options?: CallOptions) => callContract(c.sites, {}, options, m.read),
  timesheet: (request: TimesheetRequest, options?: CallOptions) =>
    callContract(c.timesheet, { ...request }, options, m.timesheet),
  approve: (request: TimesheetApproveRequest, options?: CallOptions) =>
    callContract(c.approve, { ...request }, options, m.approve),
  kiosk: (std: string, options?: CallOptions) => callContract(c.kiosk, { std }, options, m.read),
  clock: (request: ClockRequest, options?: CallOptions) => callContract(c.clock, { ...request }, options, m.clock),
};
