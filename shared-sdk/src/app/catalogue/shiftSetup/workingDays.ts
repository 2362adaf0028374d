/** Step 1 of the shift setup wizard: working days and required employees (spec 002 sections 2.5, 4, 5, 8). */
export const workingDaysMessages = {
  periodType: 'Period type',
  monthly: 'Monthly',
  biweekly: 'Biweekly',
  startDay: 'Start day',
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  maxConsecutive: 'Max consecutive days',
  minRest: 'Min rest days',
  /** Ours: against every other shift and site the employee works. */
  minRestHours: 'Min rest between shifts (hours)',
  requiredPerDay: 'Employees required per day',
  enableOvertime: 'Enable overtime on specific days',
  overtimePerDay: 'Overtime employees per day',
  calculate: 'Calculate required employees',
  required: 'REQUIRED EMPLOYEES',
  assigned: 'ASSIGNED EMPLOYEES',
  shortBy: (n: number) => `${n} more employees needed`,
  workingDaysRequired: 'Working days are required',
  overtimeDaysRequired: 'Overtime days required',
  overtimeExceedsEmployees: 'Active overtime employees days must be less or equal to actual day employees',
} as const;
