/** Times backend: the kiosk of a site and its clock records (issue 20, ours; Contract.attendance). */
import { Status, callContract } from '@times/shared-sdk';
import type { CallOptions, CallTexts, ClockRequest } from '@times/shared-sdk';
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
} satisfies Record<string, CallTexts>;

const c = Contract.attendance;
const m = attendanceMessages;

export const attendanceApi = {
  kioskSites: (options?: CallOptions) => callContract(c.kioskSites, {}, options, m.read),
  kiosk: (std: string, options?: CallOptions) => callContract(c.kiosk, { std }, options, m.read),
  clock: (request: ClockRequest, options?: CallOptions) => callContract(c.clock, { ...request }, options, m.clock),
};
