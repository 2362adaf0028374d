/**
 * The roster setup calls (spec 002 section 7; TimesPaths.rosterSetup): the roster page's
 * selection, working days, required employees, roster rules, shift positions, shift employees,
 * their availability and calendar links.
 */
import type { CalendarLinkCreatedResponse, CalendarLinkResponse } from '../api/rosterTypes';
import type {
  ApiResponse,
  ClientLookupResponse,
  ConfiguredDailyResponse,
  EmployeeAvailabilityResponse,
  EmployeeRolesResponse,
  RequiredEmployeesResponse,
  RosterRulesResponse,
  RosterSetupShiftsResponse,
  RosterSetupSitesResponse,
  ShiftEmployeeAddedResponse,
  ShiftEmployeeDetailsResponse,
  ShiftEmployeeListResponse,
  ShiftPositionAddedResponse,
  ShiftPositionsResponse,
  WorkingDaysDetailsResponse,
} from '../api/types';
import { Status } from '../constants/codes';
import { EmployeeStatus } from '../constants/employees';
import { RosterSetupStatus as W } from '../constants/rosterSetup';
import { RosterShiftStatus as R } from '../constants/rosterShift';
import { defineCall, schemaRef, shape } from './call';
import { APP_CALL } from './statusGroups';
import { TimesPaths } from './timesPaths';

const p = TimesPaths.rosterSetup;
const times = 'times' as const;

/** A call on one shift of a site (a deleted or unknown shift: INVALID_SHIFT_DETAILS). */
const ON_SHIFT = [...APP_CALL, Status.INVALID_SHIFT_DETAILS] as const;
/** A call on one employee of a shift. */
const ON_SHIFT_EMPLOYEE = [...ON_SHIFT, EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST] as const;
/** A call on one shift position (named by its own id). */
const ON_SHIFT_POSITION = [...APP_CALL, R.ROLE_DOESNOT_EXIST] as const;

export const rosterSetup = {
  clients: defineCall({
    backend: times,
    path: p.clients,
    request: schemaRef('noPayloadSchema'),
    response: shape<ClientLookupResponse>(),
    statuses: APP_CALL,
  }),
  sitesOfClient: defineCall({
    backend: times,
    path: p.sitesOfClient,
    request: schemaRef('clientIdSchema'),
    response: shape<RosterSetupSitesResponse>(),
    statuses: APP_CALL,
  }),
  shiftsOfSite: defineCall({
    backend: times,
    path: p.shiftsOfSite,
    request: schemaRef('siteIdSchema'),
    response: shape<RosterSetupShiftsResponse>(),
    statuses: APP_CALL,
  }),
  requiredEmployees: defineCall({
    backend: times,
    path: p.requiredEmployees,
    request: schemaRef('requiredEmployeesSchema'),
    response: shape<RequiredEmployeesResponse>(),
    statuses: [...ON_SHIFT, W.WORKING_DAYS_REQUIRED],
  }),
  workingDaysDetails: defineCall({
    backend: times,
    path: p.workingDaysDetails,
    request: schemaRef('shiftRefSchema'),
    response: shape<WorkingDaysDetailsResponse>(),
    statuses: ON_SHIFT,
  }),
  workingDaysSave: defineCall({
    backend: times,
    path: p.workingDaysSave,
    request: schemaRef('workingDaysSaveSchema'),
    response: shape<ApiResponse>(),
    statuses: [
      ...ON_SHIFT,
      W.WORKING_DAYS_REQUIRED,
      W.OVERTIME_DAYS_REQUIRED,
      W.OVERTIME_EMPLOYEES_MUST_BE_LESSTHAN_OREQUAL_ACTUAL_EMPLOYEES,
    ],
  }),
  rules: defineCall({
    backend: times,
    path: p.rules,
    request: schemaRef('shiftRefSchema'),
    response: shape<RosterRulesResponse>(),
    statuses: ON_SHIFT,
  }),
  ruleAdd: defineCall({
    backend: times,
    path: p.ruleAdd,
    request: schemaRef('ruleAddSchema'),
    response: shape<ApiResponse>(),
    statuses: ON_SHIFT,
  }),
  ruleDelete: defineCall({
    backend: times,
    path: p.ruleDelete,
    request: schemaRef('ruleDeleteSchema'),
    response: shape<ApiResponse>(),
    statuses: ON_SHIFT,
  }),
  employeeAdd: defineCall({
    backend: times,
    path: p.employeeAdd,
    request: schemaRef('shiftEmployeeAddPayloadSchema'),
    response: shape<ShiftEmployeeAddedResponse>(),
    statuses: [...ON_SHIFT_EMPLOYEE, R.EMPLOYEE_DEACTIVATED, R.ROLE_DOESNOT_EXIST, R.EMPLOYEE_ALREADY_EXIST],
  }),
  employeeUpdate: defineCall({
    backend: times,
    path: p.employeeUpdate,
    request: schemaRef('shiftEmployeeUpdatePayloadSchema'),
    response: shape<ApiResponse>(),
    statuses: [...ON_SHIFT_EMPLOYEE, R.ROLE_DOESNOT_EXIST],
  }),
  employeeDetails: defineCall({
    backend: times,
    path: p.employeeDetails,
    request: schemaRef('shiftEmployeeIdSchema'),
    response: shape<ShiftEmployeeDetailsResponse>(),
    statuses: ON_SHIFT_EMPLOYEE,
  }),
  employeeDelete: defineCall({
    backend: times,
    path: p.employeeDelete,
    request: schemaRef('shiftEmployeeIdSchema'),
    response: shape<ApiResponse>(),
    statuses: ON_SHIFT_EMPLOYEE,
  }),
  employeeList: defineCall({
    backend: times,
    path: p.employeeList,
    request: schemaRef('shiftEmployeeListSchema'),
    response: shape<ShiftEmployeeListResponse>(),
    statuses: ON_SHIFT,
  }),
  availabilityDetails: defineCall({
    backend: times,
    path: p.availabilityDetails,
    request: schemaRef('availabilityDetailsSchema'),
    response: shape<EmployeeAvailabilityResponse>(),
    statuses: ON_SHIFT_EMPLOYEE,
  }),
  availabilitySave: defineCall({
    backend: times,
    path: p.availabilitySave,
    request: schemaRef('availabilitySavePayloadSchema'),
    response: shape<ApiResponse>(),
    statuses: ON_SHIFT_EMPLOYEE,
  }),
  positionAdd: defineCall({
    backend: times,
    path: p.positionAdd,
    request: schemaRef('shiftPositionAddPayloadSchema'),
    response: shape<ShiftPositionAddedResponse>(),
    statuses: [...ON_SHIFT, R.ROLE_DOESNOT_EXIST, R.ROLE_ALREADY_EXIST, R.DAILY_NUMBER_OF_EMPLOYEES_REQUIRED],
  }),
  positionUpdate: defineCall({
    backend: times,
    path: p.positionUpdate,
    request: schemaRef('shiftPositionUpdatePayloadSchema'),
    response: shape<ApiResponse>(),
    statuses: [...ON_SHIFT_POSITION, Status.INVALID_SHIFT_DETAILS, R.DAILY_NUMBER_OF_EMPLOYEES_REQUIRED],
  }),
  positionDelete: defineCall({
    backend: times,
    path: p.positionDelete,
    request: schemaRef('shiftPositionIdSchema'),
    response: shape<ApiResponse>(),
    statuses: [...ON_SHIFT_POSITION, Status.RECORD_IN_USE],
  }),
  positionDetails: defineCall({
    backend: times,
    path: p.positionDetails,
    request: schemaRef('shiftPositionIdSchema'),
    response: shape<ShiftPositionsResponse>(),
    statuses: ON_SHIFT_POSITION,
  }),
  positionList: defineCall({
    backend: times,
    path: p.positionList,
    request: schemaRef('shiftSelectionSchema'),
    response: shape<ShiftPositionsResponse>(),
    statuses: ON_SHIFT,
  }),
  configuredDaily: defineCall({
    backend: times,
    path: p.configuredDaily,
    request: schemaRef('shiftSelectionSchema'),
    response: shape<ConfiguredDailyResponse>(),
    statuses: ON_SHIFT,
  }),
  rolesLookup: defineCall({
    backend: times,
    path: p.rolesLookup,
    request: schemaRef('noPayloadSchema'),
    response: shape<EmployeeRolesResponse>(),
    statuses: APP_CALL,
  }),
  rolesOfShift: defineCall({
    backend: times,
    path: p.rolesOfShift,
    request: schemaRef('shiftRolesSchema'),
    response: shape<EmployeeRolesResponse>(),
    statuses: ON_SHIFT,
  }),
  calendarLinkDetails: defineCall({
    backend: times,
    path: p.calendarLinkDetails,
    request: schemaRef('shiftEmployeeIdSchema'),
    response: shape<CalendarLinkResponse>(),
    statuses: ON_SHIFT_EMPLOYEE,
  }),
  calendarLinkCreate: defineCall({
    backend: times,
    path: p.calendarLinkCreate,
    request: schemaRef('shiftEmployeeIdSchema'),
    response: shape<CalendarLinkCreatedResponse>(),
    statuses: ON_SHIFT_EMPLOYEE,
  }),
  calendarLinkRevoke: defineCall({
    backend: times,
    path: p.calendarLinkRevoke,
    request: schemaRef('shiftEmployeeIdSchema'),
    response: shape<CalendarLinkResponse>(),
    statuses: ON_SHIFT_EMPLOYEE,
  }),
};
