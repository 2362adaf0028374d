/**
 * Times backend: shift positions, shift employees, configured daily employees and the position
 * lookups of the roster setup wizard (spec 002 section 7, steps 2 and 3).
 */
import { Status, post } from '@times/shared-sdk';
import type {
  ApiResponse,
  CallOptions,
  ConfiguredDailyResponse,
  EmployeeAvailability,
  EmployeeAvailabilityResponse,
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
import { TimesPaths } from '../../contract/timesPaths';

const w = appMessages.shiftSetup.wizard;
const p = appMessages.shiftSetup.positions;
const e = appMessages.shiftSetup.employees;

/** Spec 002 section 8. */
const shared = {
  [Status.INVALID_USER_RIGHTS]: w.invalidUserRights,
  [Status.INVALID_SHIFT_DETAILS]: w.invalidShiftDetails,
};

export const rosterShiftMessages = {
  positionWrite: {
    byStatus: {
      ...shared,
      ROLE_ALREADY_EXIST: p.roleAlreadyExist,
      ROLE_DOESNOT_EXIST: p.roleDoesNotExist,
      DAILY_NUMBER_OF_EMPLOYEES_REQUIRED: p.dailyNumberRequired,
      [Status.RECORD_IN_USE]: p.inUse,
    },
  },
  employeeWrite: {
    byStatus: {
      ...shared,
      EMPLOYEE_ALREADY_EXIST: e.employeeAlreadyExist,
      EMPLOYEE_DOES_NOT_EXIST: e.employeeDoesNotExist,
      EMPLOYEE_DEACTIVATED: e.employeeDeactivated,
      NAME_OR_ABBR_EXIST: appMessages.positions.exist,
      ROLE_DOESNOT_EXIST: p.roleDoesNotExist,
    },
  },
  read: { byStatus: shared },
  availability: { byStatus: { ...shared, EMPLOYEE_DOES_NOT_EXIST: e.employeeDoesNotExist } },
} satisfies Record<string, StatusMessages>;

const paths = TimesPaths.rosterSetup;
const m = rosterShiftMessages;

export const rosterShiftApi = {
  positions: (std: string, sftd: string, options?: CallOptions) =>
    post<ShiftPositionsResponse>('times', paths.positionList, { std, sftd }, options, m.read),
  positionDetails: (shftrld: string, options?: CallOptions) =>
    post<ShiftPositionsResponse>('times', paths.positionDetails, { shftrld }, options, m.read),
  addPosition: (roster_shift_positions: ShiftPositionAddFields, options?: CallOptions) =>
    post<ShiftPositionAddedResponse>('times', paths.positionAdd, { roster_shift_positions }, options, m.positionWrite),
  updatePosition: (shftrld: string, roster_shift_positions: ShiftPositionFields, options?: CallOptions) =>
    post<ApiResponse>('times', paths.positionUpdate, { shftrld, roster_shift_positions }, options, m.positionWrite),
  removePosition: (shftrld: string, options?: CallOptions) =>
    post<ApiResponse>('times', paths.positionDelete, { shftrld }, options, m.positionWrite),
  configuredDaily: (std: string, sftd: string, options?: CallOptions) =>
    post<ConfiguredDailyResponse>('times', paths.configuredDaily, { std, sftd }, options, m.read),
  roles: (options?: CallOptions) => post<EmployeeRolesResponse>('times', paths.rolesLookup, {}, options, m.read),
  rolesOfShift: (sftd: string, options?: CallOptions) =>
    post<EmployeeRolesResponse>('times', paths.rolesOfShift, { sftd }, options, m.read),
  employees: (query: ShiftEmployeeListRequest, options?: CallOptions) =>
    post<ShiftEmployeeListResponse>('times', paths.employeeList, query, options, m.read),
  employeeDetails: (rshftempd: string, std: string, sftd: string, options?: CallOptions) =>
    post<ShiftEmployeeDetailsResponse>('times', paths.employeeDetails, { rshftempd, std, sftd }, options, m.read),
  addEmployee: (roster_shift_employees: ShiftEmployeeAddFields, options?: CallOptions) =>
    post<ShiftEmployeeAddedResponse>('times', paths.employeeAdd, { roster_shift_employees }, options, m.employeeWrite),
  updateEmployee: (
    rshftempd: string,
    std: string,
    sftd: string,
    roster_shift_employees: ShiftEmployeeFields,
    options?: CallOptions,
  ) =>
    post<ApiResponse>(
      'times',
      paths.employeeUpdate,
      { rshftempd, std, sftd, roster_shift_employees },
      options,
      m.employeeWrite,
    ),
  availability: (rshftempd: string, std: string, sftd: string, options?: CallOptions) =>
    post<EmployeeAvailabilityResponse>(
      'times',
      paths.availabilityDetails,
      { rshftempd, std, sftd },
      options,
      m.availability,
    ),
  saveAvailability: (
    rshftempd: string,
    std: string,
    sftd: string,
    employee_availability: EmployeeAvailability,
    options?: CallOptions,
  ) =>
    post<ApiResponse>(
      'times',
      paths.availabilitySave,
      { rshftempd, std, sftd, employee_availability },
      options,
      m.availability,
    ),
  removeEmployee: (rshftempd: string, std: string, sftd: string, options?: CallOptions) =>
    post<ApiResponse>('times', paths.employeeDelete, { rshftempd, std, sftd }, options, m.employeeWrite),
};
