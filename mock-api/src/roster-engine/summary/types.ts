/** The figures of spec 002 section 3 (field names as the calls spell them). */

export interface DailyTotal {
  entry_date: string;
  employee_count: number;
}

export interface DailyGenderTotal {
  entry_date: string;
  male_count: number;
  female_count: number;
}

export interface DailyTotals {
  daily_totals: DailyTotal[];
  daily_gender_totals: DailyGenderTotal[];
}

export interface HoursEmployees {
  total_employees: number;
  total_males: number;
  total_females: number;
  total_slots_hours: number;
  total_shift_hours: number;
  most_utilised_role: string;
  least_utilised_role: string;
  avg_utilization_rate: number;
  total_days: number;
  fully_staffed_days: number;
  requirements_met_perc: number;
}

export interface HoursRole {
  role_name: string;
  ttl_hours: number;
  utilation_rate: number;
  average_days_worked: number;
  target_days: number;
  total_employees: number;
  total_days_worked: number;
  normal_days: number;
  sunhld_days: number;
  color: string;
}

export interface GenderRole {
  role_name: string;
  total_males: number;
  total_females: number;
}

export interface CrossRoleAssignment {
  from_role: string;
  to_role: string;
  total_days_assigned: number;
}

export interface EmployeeSummary {
  line_number: number;
  fullName: string;
  ttl_hours: number;
  total_normal: number;
  total_sundays: number;
  total_days: number;
  target_days: number;
  utillization_rate: number;
  TotalViolations: number;
  non_complient_dates: string;
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
