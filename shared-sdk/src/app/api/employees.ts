/** Times backend: employees, leave days, statistics and the type-ahead search (spec 001 section 7). */
import { Status, post } from '@times/shared-sdk';
import type {
  ApiResponse,
  CallOptions,
  EmployeeAddedResponse,
  EmployeeDetailsResponse,
  EmployeeFields,
  EmployeeListResponse,
  EmployeeSearchResponse,
  EmployeeStatisticsResponse,
  ImportResponse,
  ImportRow,
  LeavesResponse,
  StatusMessages,
} from '@times/shared-sdk';
import { EmployeeStatus } from '../../constants/employees';
import { appMessages } from '../catalogue/appMessages';
import { TimesPaths } from '../../contract/timesPaths';

const t = appMessages.employees;
const rights = { [Status.INVALID_USER_RIGHTS]: appMessages.status.invalidUserRights };

export const employeesMessages = {
  read: { byStatus: { ...rights, [EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST]: t.notExist } },
  write: {
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
  },
} satisfies Record<string, StatusMessages>;

/** The list call's payload: the filter, the page and the previous page's cursor. */
export interface EmployeeListQuery {
  flt: number;
  pg: number;
  lst_count: number;
  lst_date: string;
  lst_value: number;
  srch_word: string;
}

const p = TimesPaths.employees;
const m = employeesMessages;

export const employeesApi = {
  list: (query: EmployeeListQuery, options?: CallOptions) =>
    post<EmployeeListResponse>('times', p.list, query, options, m.read),
  statistics: (options?: CallOptions) => post<EmployeeStatisticsResponse>('times', p.statistics, {}, options, m.read),
  details: (empd: string, options?: CallOptions) =>
    post<EmployeeDetailsResponse>('times', p.details, { empd }, options, m.read),
  add: (employee: EmployeeFields, options?: CallOptions) =>
    post<EmployeeAddedResponse>('times', p.add, { employee }, options, m.write),
  update: (empd: string, employee: EmployeeFields, options?: CallOptions) =>
    post<ApiResponse>('times', p.update, { empd, employee }, options, m.write),
  setStatus: (empd: string, s_sts: number, options?: CallOptions) =>
    post<ApiResponse>('times', p.status, { empd, s_sts }, options, m.status),
  remove: (empd: string, options?: CallOptions) => post<ApiResponse>('times', p.delete, { empd }, options, m.write),
  import: (country_code: number, country_id: number, employees: ImportRow[], options?: CallOptions) =>
    post<ImportResponse>('times', p.import, { country_code, country_id, employees }, options, m.write),
  search: (srch_word: string, options?: CallOptions) =>
    post<EmployeeSearchResponse>('times', p.search, { srch_word }, options, m.read),
  leaves: (empd: string, options?: CallOptions) =>
    post<LeavesResponse>('times', p.leaveList, { empd }, options, m.read),
  addLeave: (empd: string, leave_day: string, options?: CallOptions) =>
    post<ApiResponse>('times', p.leaveAdd, { empd, leave_day }, options, m.write),
  removeLeave: (lvdd: string, options?: CallOptions) =>
    post<ApiResponse>('times', p.leaveDelete, { lvdd }, options, m.write),
};
