/**
 * Times backend: the roster page's selectors and the shift setup wizard's working days, required
 * employees and constraints (spec 002 sections 3, 7 and 8).
 */
import { Status, callContract } from '@times/shared-sdk';
import type { CallOptions, CallTexts, ShiftRef, WorkingDays } from '@times/shared-sdk';
import { Contract, GENERIC_APP_STATUSES as generic } from '../../contract';
import type { CallRequest } from '../../contract';
import { RosterSetupStatus } from '../../constants/rosterSetup';
import { appMessages } from '../catalogue/appMessages';

/** The spec 002 section 8 messages of these calls. */
const t = appMessages.shiftSetup.workingDays;
const common = {
  [Status.INVALID_USER_RIGHTS]: appMessages.shiftSetup.wizard.invalidUserRights,
  [Status.INVALID_SHIFT_DETAILS]: appMessages.shiftSetup.wizard.invalidShiftDetails,
};

export const rosterSetupMessages = {
  read: { byStatus: common, generic },
  workingDays: {
    generic,
    byStatus: {
      ...common,
      [RosterSetupStatus.WORKING_DAYS_REQUIRED]: t.workingDaysRequired,
      [RosterSetupStatus.OVERTIME_DAYS_REQUIRED]: t.overtimeDaysRequired,
      [RosterSetupStatus.OVERTIME_EMPLOYEES_MUST_BE_LESSTHAN_OREQUAL_ACTUAL_EMPLOYEES]: t.overtimeExceedsEmployees,
    },
  },
  rules: { byStatus: common, generic },
} satisfies Record<string, CallTexts>;

const c = Contract.rosterSetup;
const m = rosterSetupMessages;

export const rosterSetupApi = {
  clients: (options?: CallOptions) => callContract(c.clients, {}, options, m.read),
  sites: (clntd: string, options?: CallOptions) => callContract(c.sitesOfClient, { clntd }, options, m.read),
  shifts: (std: string, options?: CallOptions) => callContract(c.shiftsOfSite, { std }, options, m.read),
  workingDays: (shift: ShiftRef, options?: CallOptions) =>
    callContract(c.workingDaysDetails, { std: shift.std, sftd: shift.sftd }, options, m.read),
  saveWorkingDays: (roster_rules_workingdays: WorkingDays, options?: CallOptions) =>
    callContract(c.workingDaysSave, { roster_rules_workingdays }, options, m.workingDays),
  requiredEmployees: (request: CallRequest<typeof c.requiredEmployees>, options?: CallOptions) =>
    callContract(c.requiredEmployees, request, options, m.workingDays),
  rules: (shift: ShiftRef, options?: CallOptions) =>
    callContract(c.rules, { std: shift.std, sftd: shift.sftd }, options, m.read),
  addRule: (shift: ShiftRef, id: number, priority: number, options?: CallOptions) =>
    callContract(c.ruleAdd, { std: shift.std, sftd: shift.sftd, roster_rule: { id, priority } }, options, m.rules),
  removeRule: (shift: ShiftRef, id: number, options?: CallOptions) =>
    callContract(c.ruleDelete, { std: shift.std, sftd: shift.sftd, roster_rule: { id } }, options, m.rules),
};
