/**
 * Times backend: shift positions, shift employees, configured daily employees and the position
 * lookups of the roster setup wizard (spec 002 section 7, steps 2 and 3).
 */
import { Status, post } from '@times/shared-sdk';
import type {
  ApiResponse,
  CallOptions,
  ConfiguredDailyResponse,
  EmployeeRolesResponse,
  ShiftEmployeeAddFields,
  ShiftEmployeeAddedResponse,
  ShiftEmployeeDetailsResponse,
  ShiftEmployeeFields,
  ShiftEmployeeListRequest,
  ShiftEmployeeListResponse,
  ShiftPositionAddFields,
  ShiftPositionAddedResponse,
  ShiftPositionFields,
  ShiftPositionsResponse,
  StatusMessages,
} from '@times/shared-sdk';
import { appMessages } from '../catalogue/appMessages';
import { TimesPaths } from './paths';

const t = appMessages;

/** Spec 002 section 8. */
const shared = {
  [Status.INVALID_USER_RIGHTS]: t.setup.invalidUserRights,
  [Status.INVALID_SHIFT_DETAILS]: 'Invalid shift details',
};

export const rosterShiftMessages = {
  positionWrite: {
    byStatus: {
      ...shared,
      ROLE_ALREADY_EXIST: 'Position already exist',
      ROLE_DOESNOT_EXIST: 'Position trying to update does not exist anymore',
      DAILY_NUMBER_OF_EMPLOYEES_REQUIRED: 'Day of the week employees required, please check if maximum number of employees is reached',
      [Status.RECORD_IN_USE]: 'Position has employees on this shift, remove them first',
    },
  },
  employeeWrite: {
    byStatus: {
      ...shared,
      EMPLOYEE_ALREADY_EXIST: 'Employee already exist',
      EMPLOYEE_DOES_NOT_EXIST: 'Employee does not exist',
      ROLE_DOESNOT_EXIST: 'Position trying to update does not exist anymore',
    },
  },
  read: { byStatus: shared },
} satisfies Record<string, StatusMessages>;

const p = TimesPaths.rosterSetup;
const m = rosterShiftMessages;

export const rosterShiftApi = {
  positions: (std: string, sftd: string, options?: CallOptions) => post<ShiftPositionsResponse>('times', p.positionList, { std, sftd }, options, m.read),
  positionDetails: (shftrld: string, options?: CallOptions) => post<ShiftPositionsResponse>('times', p.positionDetails, { shftrld }, options, m.read),
  addPosition: (roster_shift_positions: ShiftPositionAddFields, options?: CallOptions) =>
    post<ShiftPositionAddedResponse>('times', p.positionAdd, { roster_shift_positions }, options, m.positionWrite),
  updatePosition: (shftrld: string, roster_shift_positions: ShiftPositionFields, options?: CallOptions) =>
    post<ApiResponse>('times', p.positionUpdate, { shftrld, roster_shift_positions }, options, m.positionWrite),
  removePosition: (shftrld: string, options?: CallOptions) => post<ApiResponse>('times', p.positionDelete, { shftrld }, options, m.positionWrite),
  configuredDaily: (std: string, sftd: string, options?: CallOptions) =>
    post<ConfiguredDailyResponse>('times', p.configuredDaily, { std, sftd }, options, m.read),
  roles: (options?: CallOptions) => post<EmployeeRolesResponse>('times', p.rolesLookup, {}, options, m.read),
  rolesOfShift: (sftd: string, options?: CallOptions) => post<EmployeeRolesResponse>('times', p.rolesOfShift, { sftd }, options, m.read),
  employees: (query: ShiftEmployeeListRequest, options?: CallOptions) => post<ShiftEmployeeListResponse>('times', p.employeeList, query, options, m.read),
  employeeDetails: (rshftempd: string, std: string, sftd: string, options?: CallOptions) =>
    post<ShiftEmployeeDetailsResponse>('times', p.employeeDetails, { rshftempd, std, sftd }, options, m.read),
  addEmployee: (roster_shift_employees: ShiftEmployeeAddFields, options?: CallOptions) =>
    post<ShiftEmployeeAddedResponse>('times', p.employeeAdd, { roster_shift_employees }, options, m.employeeWrite),
  updateEmployee: (rshftempd: string, std: string, sftd: string, roster_shift_employees: ShiftEmployeeFields, options?: CallOptions) =>
    post<ApiResponse>('times', p.employeeUpdate, { rshftempd, std, sftd, roster_shift_employees }, options, m.employeeWrite),
  removeEmployee: (rshftempd: string, std: string, sftd: string, options?: CallOptions) =>
    post<ApiResponse>('times', p.employeeDelete, { rshftempd, std, sftd }, options, m.employeeWrite),
};
