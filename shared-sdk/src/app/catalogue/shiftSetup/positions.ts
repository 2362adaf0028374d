/** Step 2 of the shift setup wizard: the shift's positions (spec 002 sections 2.5, 4, 5, 8). */
export const shiftPositionMessages = {
  tabs: { available: 'Available positions', add: 'Add new position' },
  none: 'No shift positions found, please add new shift position',
  confirmDelete: (role: string, site: string, shift: string) => `Delete ${role} from ${site} ${shift} ?`,
  roleAlreadyExist: 'Position already exist',
  roleDoesNotExist: 'Position trying to update does not exist anymore',
  dailyNumberRequired: 'Day of the week employees required, please check if maximum number of employees is reached',
  inUse: 'Position has employees on this shift, remove them first',
  /** A position card. */
  card: {
    title: (role: string, abbr: string) => `${role} (${abbr})`,
    total: 'TOTAL',
    males: 'MALES',
    females: 'FEMALES',
    priority: 'PRIORITY',
    requiredPerDay: (role: string) => `${role} required per day`,
    gender: 'GENDER',
    male: 'Male',
    female: 'Female',
  },
  /** The add and edit form. */
  form: {
    editTitle: (role: string) => `Update ${role}`,
    role: 'Position',
    selectRole: 'Select position',
    roleRequired: 'Select position/role',
    monthlyHours: 'Monthly hours',
    weeklyHours: 'Weekly hours',
    dailyHours: 'Daily hours',
    priority: 'Priority level',
    priorityHint: 'Higher number = higher priority',
    requiredPerDay: 'Employees required per day',
    dayMax: (max: number) => `max ${max}`,
    dayFull: 'maximum reached',
    wholeNumber: (min: number, max: number) => `Enter a whole number from ${min} to ${max}`,
  },
} as const;
