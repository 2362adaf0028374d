/**
 * The employees' own calls (issue 31, ours; Contract.employeeAccounts, .myTimes, .requests): the
 * employee list's Times accounts, My Times and the managers' Requests, with their texts.
 */
import { Status, callContract } from '@times/shared-sdk';
import type {
  CallOptions,
  CallTexts,
  MarketplaceSettings,
  MyShiftsRequest,
  RequestDecideRequest,
  RequestSettings,
  SmsChoices,
  TimeOffAddRequest,
} from '@times/shared-sdk';
import { Contract, GENERIC_APP_STATUSES as generic } from '../../contract';
import { EmployeeStatus } from '../../constants/employees';
import { SelfServiceStatus as S } from '../../constants/selfService';
import { appMessages } from '../catalogue/appMessages';

const t = appMessages.myTimes.status;
const rights = { [Status.INVALID_USER_RIGHTS]: appMessages.status.invalidUserRights };
const notExist = { [EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST]: appMessages.employees.notExist };
/** An employee's own call refused: the account is not (or no longer) linked to an active employee. */
const notLinked = { [Status.INVALID_USER_RIGHTS]: appMessages.myTimes.notLinked };

export const selfServiceMessages = {
  accounts: { byStatus: rights, generic },
  invite: {
    byStatus: {
      ...rights,
      ...notExist,
      [S.EMPLOYEE_NO_MOBILE]: t.EMPLOYEE_NO_MOBILE,
      [S.ACCOUNT_ALREADY_LINKED]: t.ACCOUNT_ALREADY_LINKED,
    },
    generic,
  },
  revoke: { byStatus: { ...rights, ...notExist, [S.INVITATION_NOT_FOUND]: t.ACCOUNT_NOT_LINKED }, generic },
  unlink: { byStatus: { ...rights, ...notExist, [S.ACCOUNT_NOT_LINKED]: t.ACCOUNT_NOT_LINKED }, generic },
  mine: { byStatus: notLinked, generic },
  timeOffAdd: {
    byStatus: { ...notLinked, [S.TIME_OFF_IN_PAST]: t.TIME_OFF_IN_PAST, [S.TIME_OFF_OVERLAPS]: t.TIME_OFF_OVERLAPS },
    generic,
  },
  timeOffCancel: {
    byStatus: {
      ...notLinked,
      [S.REQUEST_NOT_FOUND]: t.REQUEST_NOT_FOUND,
      [S.REQUEST_NOT_PENDING]: t.REQUEST_NOT_PENDING,
    },
    generic,
  },
  requests: { byStatus: rights, generic },
  request: {
    byStatus: { ...rights, [S.REQUEST_NOT_FOUND]: t.REQUEST_NOT_FOUND, [S.REQUEST_NOT_PENDING]: t.REQUEST_NOT_PENDING },
    generic,
  },
  /** A decision: a request's, and a claim's place as it is now (the manager's words). */
  decide: {
    byStatus: {
      ...rights,
      [S.REQUEST_NOT_FOUND]: t.REQUEST_NOT_FOUND,
      [S.REQUEST_NOT_PENDING]: t.REQUEST_NOT_PENDING,
      [S.OPEN_SHIFT_TAKEN]: appMessages.myTimes.requests.placeGone,
      [S.OPEN_SHIFT_NOT_ALLOWED]: appMessages.myTimes.requests.placeNotAllowed,
    },
    generic,
  },
} satisfies Record<string, CallTexts>;

const a = Contract.employeeAccounts;
const my = Contract.myTimes;
const r = Contract.requests;
const m = selfServiceMessages;

export const employeeAccountsApi = {
  list: (options?: CallOptions) => callContract(a.list, {}, options, m.accounts),
  invite: (empd: string, options?: CallOptions) => callContract(a.invite, { empd }, options, m.invite),
  revoke: (empd: string, options?: CallOptions) => callContract(a.revoke, { empd }, options, m.revoke),
  unlink: (empd: string, options?: CallOptions) => callContract(a.unlink, { empd }, options, m.unlink),
};

export const myTimesApi = {
  me: (options?: CallOptions) => callContract(my.me, {}, options, m.mine),
  shifts: (request: MyShiftsRequest, options?: CallOptions) => callContract(my.shifts, { ...request }, options, m.mine),
  timeOff: (options?: CallOptions) => callContract(my.timeOff, {}, options, m.mine),
  addTimeOff: (request: TimeOffAddRequest, options?: CallOptions) =>
    callContract(my.timeOffAdd, { ...request }, options, m.timeOffAdd),
  cancelTimeOff: (rqd: string, options?: CallOptions) =>
    callContract(my.timeOffCancel, { rqd }, options, m.timeOffCancel),
  inbox: (options?: CallOptions) => callContract(my.inbox, {}, options, m.mine),
  markRead: (ids: number[], options?: CallOptions) => callContract(my.inboxRead, { ids }, options, m.mine),
  setSms: (sms: SmsChoices, options?: CallOptions) => callContract(my.sms, { ...sms }, options, m.mine),
};

export const requestsApi = {
  list: (state: 'pending' | 'decided', options?: CallOptions) => callContract(r.list, { state }, options, m.requests),
  impact: (rqd: string, options?: CallOptions) => callContract(r.impact, { rqd }, options, m.request),
  decide: (request: RequestDecideRequest, options?: CallOptions) =>
    callContract(r.decide, { ...request }, options, m.decide),
  count: (options?: CallOptions) => callContract(r.count, {}, options, m.requests),
  /** An admin's: whether every availability change waits for a manager. */
  settings: (settings: RequestSettings, options?: CallOptions) =>
    callContract(r.settings, { ...settings }, options, m.requests),
  /** An admin's: whether claims of open shifts wait for a manager. */
  marketplace: (settings: MarketplaceSettings, options?: CallOptions) =>
    callContract(r.marketplace, { ...settings }, options, m.requests),
};
