/** The employee calls: employees, their leave days, statistics, import and search (spec 001 section 7; TimesPaths.employees). */
import type {
  ApiResponse,
  EmployeeAddedResponse,
  EmployeeDetailsResponse,
  EmployeeListResponse,
  EmployeeSearchResponse,
  EmployeeStatisticsResponse,
  ImportResponse,
  LeavesResponse,
} from '../api/types';
import { Status } from '../constants/codes';
import { EmployeeStatus as E } from '../constants/employees';
import { defineCall, schemaRef, shape } from './call';
import { APP_CALL } from './statusGroups';
import { TimesPaths } from './timesPaths';

const p = TimesPaths.employees;
const times = 'times' as const;

/** A call on one employee of the app. */
const ON_EMPLOYEE = [...APP_CALL, E.EMPLOYEE_DOES_NOT_EXIST] as const;

export const employees = {
  search: defineCall({
    backend: times,
    path: p.search,
    request: schemaRef('employeeSearchSchema'),
    response: shape<EmployeeSearchResponse>(),
    statuses: APP_CALL,
  }),
  leaveAdd: defineCall({
    backend: times,
    path: p.leaveAdd,
    request: schemaRef('leaveAddPayloadSchema'),
    response: shape<ApiResponse>(),
    statuses: [...ON_EMPLOYEE, Status.RECORD_EXIST],
  }),
  leaveDelete: defineCall({
    backend: times,
    path: p.leaveDelete,
    request: schemaRef('leaveIdSchema'),
    response: shape<ApiResponse>(),
    statuses: APP_CALL,
  }),
  leaveList: defineCall({
    backend: times,
    path: p.leaveList,
    request: schemaRef('employeeIdSchema'),
    response: shape<LeavesResponse>(),
    statuses: ON_EMPLOYEE,
  }),
  add: defineCall({
    backend: times,
    path: p.add,
    request: schemaRef('employeeAddPayloadSchema'),
    response: shape<EmployeeAddedResponse>(),
    statuses: [...APP_CALL, E.EMPLOYEE_WITH_SAME_DETAILS_EXIST, E.EMPLOYEE_MAX_LICENSED_EXCEEDED],
  }),
  import: defineCall({
    backend: times,
    path: p.import,
    request: schemaRef('employeeImportPayloadSchema'),
    response: shape<ImportResponse>(),
    statuses: APP_CALL,
  }),
  update: defineCall({
    backend: times,
    path: p.update,
    request: schemaRef('employeeUpdatePayloadSchema'),
    response: shape<ApiResponse>(),
    statuses: [...ON_EMPLOYEE, E.EMPLOYEE_WITH_SAME_DETAILS_EXIST],
  }),
  status: defineCall({
    backend: times,
    path: p.status,
    request: schemaRef('employeeStatusSchema'),
    response: shape<ApiResponse>(),
    statuses: ON_EMPLOYEE,
  }),
  delete: defineCall({
    backend: times,
    path: p.delete,
    request: schemaRef('employeeIdSchema'),
    response: shape<ApiResponse>(),
    statuses: ON_EMPLOYEE,
  }),
  details: defineCall({
    backend: times,
    path: p.details,
    request: schemaRef('employeeIdSchema'),
    response: shape<EmployeeDetailsResponse>(),
    statuses: ON_EMPLOYEE,
  }),
  list: defineCall({
    backend: times,
    path: p.list,
    request: schemaRef('employeeListSchema'),
    response: shape<EmployeeListResponse>(),
    statuses: APP_CALL,
  }),
  statistics: defineCall({
    backend: times,
    path: p.statistics,
    request: schemaRef('noPayloadSchema'),
    response: shape<EmployeeStatisticsResponse>(),
    statuses: APP_CALL,
  }),
};
