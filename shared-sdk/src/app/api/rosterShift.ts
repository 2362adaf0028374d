/**
 * Times backend: shift positions, shift employees, configured daily employees and the position
 * lookups of the roster setup wizard (spec 002 section 7, steps 2 and 3).
 */
import { Status, callContract } from '@times/shared-sdk';
import type {
  CallOptions,
  CallTexts,
  EmployeeAvailability,
  ShiftEmployeeAddFields,
  ShiftEmployeeFields,
  ShiftEmployeeListRequest,
  ShiftPositionAddFields,
  ShiftPositionFields,
} from '@times/shared-sdk';
import { Contract, GENERIC_APP_STATUSES as generic } from '../../contract';
import { appMessages } from '../catalogue/appMessages';

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
    generic,
    byStatus: {
      ...shared,
      ROLE_ALREADY_EXIST: p.roleAlreadyExist,
      ROLE_DOESNOT_EXIST: p.roleDoesNotExist,
      DAILY_NUMBER_OF_EMPLOYEES_REQUIRED: p.dailyNumberRequired,
      [Status.RECORD_IN_USE]: p.inUse,
    },
  },
  employeeWrite: {
    generic,
    byStatus: {
      ...shared,
      EMPLOYEE_ALREADY_EXIST: e.employeeAlreadyExist,
      EMPLOYEE_DOES_NOT_EXIST: e.employeeDoesNotExist,
      EMPLOYEE_DEACTIVATED: e.employeeDeactivated,
      NAME_OR_ABBR_EXIST: appMessages.positions.exist,
      ROLE_DOESNOT_EXIST: p.roleDoesNotExist,
    },
  },
  read: { byStatus: shared, generic },
  /**
   * A position's or an employee's details: as before, a record gone meanwhile shows the generic
   * text (the list is reloaded), not the write's message.
   */
  details: { byStatus: shared, generic: [...generic, 'ROLE_DOESNOT_EXIST', 'EMPLOYEE_DOES_NOT_EXIST'] as const },
  availability: { byStatus: { ...shared, EMPLOYEE_DOES_NOT_EXIST: e.employeeDoesNotExist }, generic },
} satisfies Record<string, CallTexts>;

const c = Contract.rosterSetup;
const m = rosterShiftMessages;

export const rosterShiftApi = {
  positions: (std: string, sftd: string, options?: CallOptions) =>
    callContract(c.positionList, { std, sftd }, options, m.read),
  positionDetails: (shftrld: string, options?: CallOptions) =>
    callContract(c.positionDetails, { shftrld }, options, m.details),
  addPosition: (roster_shift_positions: ShiftPositionAddFields, options?: CallOptions) =>
    callContract(c.positionAdd, { roster_shift_positions }, options, m.positionWrite),
  updatePosition: (shftrld: string, roster_shift_positions: ShiftPositionFields, options?: CallOptions) =>
    callContract(c.positionUpdate, { shftrld, roster_shift_positions }, options, m.positionWrite),
  removePosition: (shftrld: string, options?: CallOptions) =>
    callContract(c.positionDelete, { shftrld }, options, m.positionWrite),
  configuredDaily: (std: string, sftd: string, options?: CallOptions) =>
    callContract(c.configuredDaily, { std, sftd }, options, m.read),
  roles: (options?: CallOptions) => callContract(c.rolesLookup, {}, options, m.read),
  rolesOfShift: (sftd: string, options?: CallOptions) => callContract(c.rolesOfShift, { sftd }, options, m.read),
  employees: (query: ShiftEmployeeListRequest, options?: CallOptions) =>
    callContract(c.employeeList, query, options, m.read),
  employeeDetails: (rshftempd: string, std: string, sftd: string, options?: CallOptions) =>
    callContract(c.employeeDetails, { rshftempd, std, sftd }, options, m.details),
  addEmployee: (roster_shift_employees: ShiftEmployeeAddFields, options?: CallOptions) =>
    callContract(c.employeeAdd, { roster_shift_employees }, options, m.employeeWrite),
  updateEmployee: (
    rshftempd: string,
    std: string,
    sftd: string,
    roster_shift_employees: ShiftEmployeeFields,
    options?: CallOptions,
  ) => callContract(c.employeeUpdate, { rshftempd, std, sftd, roster_shift_employees }, options, m.employeeWrite),
  availability: (rshftempd: string, std: string, sftd: string, options?: CallOptions) =>
    callContract(c.availabilityDetails, { rshftempd, std, sftd }, options, m.availability),
  saveAvailability: (
    rshftempd: string,
    std: string,
    sftd: string,
    employee_availability: EmployeeAvailability,
    options?: CallOptions,
  ) => callContract(c.availabilitySave, { rshftempd, std, sftd, employee_availability }, options, m.availability),
  removeEmployee: (rshftempd: string, std: string, sftd: string, options?: CallOptions) =>
    callContract(c.employeeDelete, { rshftempd, std, sftd }, options, m.employeeWrite),
};
