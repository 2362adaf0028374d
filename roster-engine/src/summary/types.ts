/**
 * The figures of spec 002 section 3, in the calls' own shapes (shared-sdk's rosterTypes, field names
 * as the calls spell them): the engine answers them as the API sends them.
 */
import type {
  CrossRoleAssignment,
  DailyGenderTotal,
  DailyTotal,
  EmployeeSummaryRow,
  GenderRole,
  HoursEmployees,
  HoursRole,
} from '@times/shared-sdk/rosterTypes';

export type { CrossRoleAssignment, DailyGenderTotal, DailyTotal, GenderRole, HoursEmployees, HoursRole };
export type EmployeeSummary = EmployeeSummaryRow;

export interface DailyTotals {
  daily_totals: DailyTotal[];
  daily_gender_totals: DailyGenderTotal[];
}

export interface RosterSummary {
  hours_employees: HoursEmployees;
  hours_roles: HoursRole[];
  gender_roles: GenderRole[];
  cross_roles_assignment: CrossRoleAssignment[];
  employees_all: EmployeeSummary[];
  /** The positions' colours, in position order. */
  colors: string[];
}
