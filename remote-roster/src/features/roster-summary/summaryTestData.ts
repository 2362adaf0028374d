/** Test figures of the roster summary: two periods of a shift, a roster's header, summary and explanations. */
import type {
  RosterHeader,
  RosterPeriod,
  RosterStatisticsDetailsResponse,
  RosterSummaryResponse,
} from '@times/shared-sdk';
import type { RosterShift } from '../roster-period';

export const shift: RosterShift = { std: 'S1', sftd: 'F1', siteName: 'North', shiftName: 'Day' };

export const december: RosterPeriod = {
  rstd: 'R12',
  start_date: '2026-12-01',
  end_date: '2026-12-31',
  roster_period: '01 Dec 2026 - 31 Dec 2026',
  start_calc_time: '2026-11-20 09:15',
  roster_status: 'Successful',
};

export const november: RosterPeriod = {
  ...december,
  rstd: 'R11',
  start_date: '2026-11-01',
  end_date: '2026-11-30',
  roster_period: '01 Nov 2026 - 30 Nov 2026',
};

export const headerOf = (period: RosterPeriod, roster_status = 'Successful'): RosterHeader => ({
  rstd: period.rstd,
  roster_period: period.roster_period,
  start_date: period.start_date,
  end_date: period.end_date,
  start_calc_time: period.start_calc_time,
  site_name: 'North',
  shift_name: 'Day',
  roster_status,
  failure_reason: '',
  created_by: 'Ann Admin',
});

export const summary: RosterSummaryResponse = {
  status: 'OK',
  roster: headerOf(december),
  hours_employees: {
    total_employees: 3,
    total_males: 2,
    total_females: 1,
    total_slots_hours: 496,
    total_shift_hours: 480,
    most_utilised_role: 'Guard',
    least_utilised_role: 'Cleaner',
    avg_utilization_rate: 87.5,
    total_days: 31,
    fully_staffed_days: 29,
    requirements_met_perc: 96.77,
  },
  hours_roles: [
    {
      role_name: 'Guard',
      ttl_hours: 320,
      utilation_rate: 90.91,
      average_days_worked: 20,
      target_days: 44,
      total_employees: 2,
      total_days_worked: 40,
      normal_days: 34,
      sunhld_days: 6,
      color: '#e6194b',
    },
    {
      role_name: 'Cleaner',
      ttl_hours: 160,
      utilation_rate: 80,
      average_days_worked: 20,
      target_days: 25,
      total_employees: 1,
      total_days_worked: 20,
      normal_days: 17,
      sunhld_days: 3,
      color: '#3cb44b',
    },
  ],
  gender_roles: [
    { role_name: 'Guard', total_males: 2, total_females: 0 },
    { role_name: 'Cleaner', total_males: 0, total_females: 1 },
  ],
  cross_roles_assignment: [{ from_role: 'Cleaner', to_role: 'Guard', total_days_assigned: 2 }],
  employees_all: [
    {
      line_number: 1,
      fullName: 'Bob Ray',
      ttl_hours: 168,
      total_normal: 18,
      total_sundays: 3,
      total_days: 21,
      target_days: 22,
      utillization_rate: 95.45,
      TotalViolations: 0,
      non_complient_dates: '',
    },
    {
      line_number: 2,
      fullName: 'Carl Dee',
      ttl_hours: 152,
      total_normal: 16,
      total_sundays: 3,
      total_days: 19,
      target_days: 22,
      utillization_rate: 86.36,
      TotalViolations: 2,
      non_complient_dates: '2026-12-06, 2026-12-07',
    },
    {
      line_number: 3,
      fullName: 'Dora Fox',
      ttl_hours: 160,
      total_normal: 17,
      total_sundays: 3,
      total_days: 20,
      target_days: 25,
      utillization_rate: 80,
      TotalViolations: 1,
      non_complient_dates: '',
    },
  ],
  colors: ['#e6194b', '#3cb44b'],
  male_color: '#1f5fa8',
  female_color: '#c2185b',
};

export const details: RosterStatisticsDetailsResponse = {
  status: 'OK',
  roster: headerOf(december),
  violations: [
    {
      rule_name: 'Monthly hours target',
      hard: 0,
      employee_name: 'Dora Fox',
      role_name: 'Cleaner',
      entry_date: '',
      reason: 'Works 20 of 25 target days',
    },
    {
      rule_name: 'Maximum consecutive days',
      hard: 1,
      employee_name: 'Carl Dee',
      role_name: 'Guard',
      entry_date: '2026-12-06',
      reason: 'Day 7 in a row (limit 6)',
    },
    {
      rule_name: 'Maximum consecutive days',
      hard: 1,
      employee_name: 'Carl Dee',
      role_name: 'Guard',
      entry_date: '2026-12-07',
      reason: 'Day 8 in a row (limit 6)',
    },
  ],
  uncovered: [
    {
      role_name: 'Guard',
      rld: 'GRD',
      entry_date: '2026-12-25',
      missing: 1,
      reason: 'Every Guard is on leave or resting',
    },
    {
      role_name: 'Guard',
      rld: 'GRD',
      entry_date: '2026-12-26',
      missing: 1,
      reason: 'Every Guard is on leave or resting',
    },
  ],
  day_notes: [
    { employee_name: 'Carl Dee', entry_date: '', reason: 'Carl Dee not rostered on Sundays: unavailable' },
    {
      employee_name: 'Dora Fox',
      entry_date: '2026-12-12',
      reason: 'Dora not rostered on the 12th: she asked for it off',
    },
  ],
  hard_violations: 2,
};
