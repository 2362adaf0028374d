/** Step 3 of the shift setup wizard: the shift's employees and the summary boxes (spec 002 sections 2.5, 4, 5, 8). */
export const shiftEmployeeMessages = {
  tabs: { available: 'Available employees', add: 'Add new employee' },
  none: 'No employee found, please add new employee',
  columns: ['Name', 'E Number', 'Position', 'Date Created', 'Gender', 'Age', 'Perf'],
  confirmDelete: (name: string) => `Delete ${name} ?`,
  employeeAlreadyExist: 'Employee already exist',
  employeeDoesNotExist: 'Employee does not exist',
  employeeDeactivated: 'Employee is deactivated, activate the employee first',
  summary: {
    requiredForAll: (n: number) => `${n} employees required for all Positions`,
    totalEmployees: 'TOTAL EMPLOYEES',
    males: 'MALES',
    females: 'FEMALES',
    perDay: 'Employees per day',
  },
  /** The list's image icon column (visually hidden header) and each row's icon. */
  photoColumn: 'Photo',
  photoOf: (name: string) => `Photo of ${name}`,
  imageAlt: (name: string) => `${name} photo`,
  /** The employee form (add and edit). */
  employee: 'Employee',
  position: 'Position',
  selectPosition: 'Select position',
  selectPositionRole: 'Select position/role',
  monthlyHours: 'Monthly hours',
  weeklyHours: 'Weekly hours',
  dailyHours: 'Daily hours',
  applyWorkingDays: 'Apply working days',
  exclusionDays: 'Exclusion days',
  editTitle: (name: string) => `Edit ${name}`,
} as const;
