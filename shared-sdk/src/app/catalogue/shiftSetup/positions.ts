/** Step 2 of the shift setup wizard: the shift's positions (spec 002 sections 2.5, 4, 5, 8). */
export const shiftPositionMessages = {
  tabs: { available: 'Available positions', add: 'Add new position' },
  none: 'No shift positions found, please add new shift position',
  confirmDelete: (role: string, site: string, shift: string) => `Delete ${role} from ${site} ${shift} ?`,
  roleAlreadyExist: 'Position already exist',
  roleDoesNotExist: 'Position trying to update does not exist anymore',
  dailyNumberRequired: 'Day of the week employees required, please check if maximum number of employees is reached',
  inUse: 'Position has employees on this shift, remove them first',
} as const;
