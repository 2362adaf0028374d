/** Times backend: employees, leave days, statistics and the type-ahead search (spec 001 section 7). */
import { Status, callContract } from '@times/shared-sdk';
import type { CallOptions, CallTexts, EmployeeFields, ImportRow } from '@times/shared-sdk';
import { Contract, GENERIC_APP_STATUSES as generic } from '../../contract';
import type { CallRequest } from '../../contract';
import { EmployeeStatus } from '../../constants/employees';
import { appMessages } from '../catalogue/appMessages';

const t = appMessages.employees;
const rights = { [Status.INVALID_USER_RIGHTS]: appMessages.status.invalidUserRights };

export const employeesMessages = {
  read: { byStatus: { ...rights, [EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST]: t.notExist }, generic },
  write: {
    generic,
    byStatus: {
      ...rights,
      [EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST]: t.notExist,
      [EmployeeStatus.EMPLOYEE_WITH_SAME_DETAILS_EXIST]: t.sameDetails,
      [EmployeeStatus.EMPLOYEE_MAX_LICENSED_EXCEEDED]: t.licenceExceeded,
      [Status.RECORD_EXIST]: t.leave.exist,
    },
  },
  status: {
    byStatus: { [Status.INVALID_USER_RIGHTS]: t.statusRights, [EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST]: t.notExist },
    fallback: t.statusError,
    generic,
  },
} satisfies Record<string, CallTexts>;

/** The list call's payload: the filter, the page and the previous page's cursor. */
export interface EmployeeListQuery {
  flt: number;
  pg: number;
  lst_count: number;
  lst_date: string;
  lst_value: number;
  srch_word: string;
}

const c = Contract.employees;
type ImportRows = CallRequest<typeof c.import>['employees'];
const m = employeesMessages;

export const employeesApi = {
  list: (query: EmployeeListQuery, options?: CallOptions) => callContract(c.list, query, options, m.read),
  statistics: (options?: CallOptions) => callContract(c.statistics, {}, options, m.read),
  details: (empd: string, options?: CallOptions) => callContract(c.details, { empd }, options, m.read),
  add: (employee: EmployeeFields, options?: CallOptions) => callContract(c.add, { employee }, options, m.write),
  update: (empd: string, employee: EmployeeFields, options?: CallOptions) =>
    callContract(c.update, { empd, employee }, options, m.write),
  setStatus: (empd: string, s_sts: number, options?: CallOptions) =>
    callContract(c.status, { empd, s_sts }, options, m.status),
  remove: (empd: string, options?: CallOptions) => callContract(c.delete, { empd }, options, m.write),
  /** A row's gender and id kind may go as numbers: the schema casts them to its string fields. */
  import: (country_code: number, country_id: number, employees: ImportRow[], options?: CallOptions) =>
    callContract(c.import, { country_code, country_id, employees: employees as ImportRows }, options, m.write),
  search: (srch_word: string, options?: CallOptions) => callContract(c.search, { srch_word }, options, m.read),
  leaves: (empd: string, options?: CallOptions) => callContract(c.leaveList, { empd }, options, m.read),
  addLeave: (empd: string, leave_day: string, options?: CallOptions) =>
    callContract(c.leaveAdd, { empd, leave_day }, options, m.write),
  removeLeave: (lvdd: string, options?: CallOptions) => callContract(c.leaveDelete, { lvdd }, options, m.write),
};
