/**
 * What a roster's model reads of the employees' domains, read with SQL through their repositories before
 * the write that builds the model (issue 33: on PostgreSQL the leave days and the shift employees live in
 * tables of their own, and the employees are next): the shifts' places, their employees and those
 * employees' availability, the app's shifts, the shifts' rules and positions, the app's positions and working days, and the app's leave days over the periods. The model is built from the state
 * with these rows in place of the state's own. A row added between the read and the write is as one added
 * just after the calculation started.
 */
import type { Repositories } from '../../repositories/repositories';
import type {
  DbState,
  EmployeeAvailabilityRecord,
  EmployeeRecord,
  LeaveRecord,
  PositionRecord,
  RosterRecord,
  ShiftEmployeeRecord,
  ShiftPositionRecord,
  ShiftRecord,
  ShiftRuleRecord,
  ShiftWorkingDaysRecord,
  SiteRecord,
} from '../../store/types';
import { leaveDaysOver } from './leaveDays';

export interface ModelRows {
  leaves: LeaveRecord[];
  shift_employees: ShiftEmployeeRecord[];
  employees: EmployeeRecord[];
  employee_availability: EmployeeAvailabilityRecord[];
  /** The shifts' rules (a table of their own on PostgreSQL). */
  shift_rules: ShiftRuleRecord[];
  /** The app's positions (their names and hours: a table of their own on PostgreSQL). */
  positions: PositionRecord[];
  /**
   * The app's working days, one record per shift (the models' own shifts', and every shift's rest rules their
   * commitments and the window of other rosters read: a table of their own on PostgreSQL).
   */
  shift_working_days: ShiftWorkingDaysRecord[];
  /** The app's shifts, deleted ones included (their times; a table of their own on PostgreSQL). */
  shifts: ShiftRecord[];
  /** The app's sites (their names in the explanations; a table of their own on PostgreSQL). */
  sites: SiteRecord[];
  /** The shifts' positions (a table of their own on PostgreSQL). */
  shift_positions: ShiftPositionRecord[];
  /**
   * The app's rosters the models' history and commitments read (rostersWindow.ts), when built outside a
   * write (a site's job); a start's write reads them in its own transaction instead.
   */
  rosters?: RosterRecord[];
}

/** The app's leave days over these periods and the employees of these shifts. */
export async function modelRowsOf(
  repos: Pick<
    Repositories,
    'employees' | 'shiftEmployees' | 'rosterSetup' | 'positions' | 'shiftPositions' | 'shifts' | 'sites'
  >,
  appId: string,
  sftds: readonly string[],
  periods: readonly { start: string; end: string }[],
): Promise<ModelRows> {
  const [leaves, shift_employees, rules, positions, workingDays, shiftPositions, shifts, sites] = await Promise.all([
    leaveDaysOver(repos.employees, appId, periods),
    repos.shiftEmployees.ofShifts(appId, sftds),
    repos.rosterSetup.assignedRulesOf(appId, sftds),
    repos.positions.list(appId),
    repos.rosterSetup.appWorkingDays(appId),
    repos.shiftPositions.ofShifts(appId, sftds),
    repos.shifts.ofApp(appId),
    repos.sites.ofApp(appId),
  ]);
  const emds = [...new Set(shift_employees.map((one) => one.emd))];
  const [employees, employee_availability] = await Promise.all([
    repos.employees.ofEmds(appId, emds),
    repos.shiftEmployees.availabilitiesOf(appId, emds),
  ]);
  return {
    leaves,
    shift_employees,
    employees,
    employee_availability,
    shift_rules: rules,
    positions,
    shift_working_days: workingDays,
    shift_positions: shiftPositions,
    shifts,
    sites,
  };
}

/** The state a model is built from: `state` with these rows. */
export const withModelRows = (state: DbState, rows: ModelRows): DbState => ({ ...state, ...rows });
