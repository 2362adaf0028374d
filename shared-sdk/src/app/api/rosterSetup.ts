/**
 * Times backend: the roster page's selectors and the shift setup wizard's working days, required
 * employees and constraints (spec 002 sections 3, 7 and 8).
 */
import { Status, post } from '@times/shared-sdk';
import type {
  ApiResponse,
  CallOptions,
  ClientLookupResponse,
  RequiredEmployeesRequest,
  RequiredEmployeesResponse,
  RosterRulesResponse,
  RosterSetupShiftsResponse,
  RosterSetupSitesResponse,
  ShiftRef,
  StatusMessages,
  WorkingDays,
  WorkingDaysDetailsResponse,
} from '@times/shared-sdk';
import { RosterSetupStatus } from '../../constants/rosterSetup';
import { appMessages } from '../catalogue/appMessages';
import { TimesPaths } from '../../contract/timesPaths';

/** The spec 002 section 8 messages of these calls. */
const t = appMessages.shiftSetup.workingDays;
const common = {
  [Status.INVALID_USER_RIGHTS]: appMessages.shiftSetup.wizard.invalidUserRights,
  [Status.INVALID_SHIFT_DETAILS]: appMessages.shiftSetup.wizard.invalidShiftDetails,
};

export const rosterSetupMessages = {
  read: { byStatus: common },
  workingDays: {
    byStatus: {
      ...common,
      [RosterSetupStatus.WORKING_DAYS_REQUIRED]: t.workingDaysRequired,
      [RosterSetupStatus.OVERTIME_DAYS_REQUIRED]: t.overtimeDaysRequired,
      [RosterSetupStatus.OVERTIME_EMPLOYEES_MUST_BE_LESSTHAN_OREQUAL_ACTUAL_EMPLOYEES]: t.overtimeExceedsEmployees,
    },
  },
  rules: { byStatus: common },
} satisfies Record<string, StatusMessages>;

const p = TimesPaths.rosterSetup;
const m = rosterSetupMessages;

export const rosterSetupApi = {
  clients: (options?: CallOptions) => post<ClientLookupResponse>('times', p.clients, {}, options, m.read),
  sites: (clntd: string, options?: CallOptions) =>
    post<RosterSetupSitesResponse>('times', p.sitesOfClient, { clntd }, options, m.read),
  shifts: (std: string, options?: CallOptions) =>
    post<RosterSetupShiftsResponse>('times', p.shiftsOfSite, { std }, options, m.read),
  workingDays: (shift: ShiftRef, options?: CallOptions) =>
    post<WorkingDaysDetailsResponse>(
      'times',
      p.workingDaysDetails,
      { std: shift.std, sftd: shift.sftd },
      options,
      m.read,
    ),
  saveWorkingDays: (roster_rules_workingdays: WorkingDays, options?: CallOptions) =>
    post<ApiResponse>('times', p.workingDaysSave, { roster_rules_workingdays }, options, m.workingDays),
  requiredEmployees: (request: RequiredEmployeesRequest, options?: CallOptions) =>
    post<RequiredEmployeesResponse>('times', p.requiredEmployees, request, options, m.workingDays),
  rules: (shift: ShiftRef, options?: CallOptions) =>
    post<RosterRulesResponse>('times', p.rules, { std: shift.std, sftd: shift.sftd }, options, m.read),
  addRule: (shift: ShiftRef, id: number, priority: number, options?: CallOptions) =>
    post<ApiResponse>(
      'times',
      p.ruleAdd,
      { std: shift.std, sftd: shift.sftd, roster_rule: { id, priority } },
      options,
      m.rules,
    ),
  removeRule: (shift: ShiftRef, id: number, options?: CallOptions) =>
    post<ApiResponse>(
      'times',
      p.ruleDelete,
      { std: shift.std, sftd: shift.sftd, roster_rule: { id } },
      options,
      m.rules,
    ),
};
