/**
 * /api/rstgen/53425 update a shift employee {rshftempd, std, sftd, roster_shift_employees: {rld,
 * apply_wrkng_days, hours, mon … hld}} (the employee stays; the role may change to another
 * position of the shift). INVALID_SHIFT_DETAILS as on add; EMPLOYEE_DOES_NOT_EXIST for an
 * rshftempd that is not on that shift; ROLE_DOESNOT_EXIST when rld is not a position of the
 * shift. ROSTER right 12, an admin or the site's operations manager.
 */
import { EmployeeStatus, Contract, Status } from '../../contract';
import { findShiftEmployee, isPositionOfShift, shiftEmployeeFields } from '../../roster-setup/employees';
import { liveShiftOf } from '../../roster-setup/positions';
import { RosterShiftStatus } from '@times/shared-sdk/schemas';
import { rosterShiftRoute, siteOfPayload } from '../rosterPositions/rosterShiftRoute';

export const shiftEmployeeUpdateRoute = rosterShiftRoute(Contract.rosterSetup.employeeUpdate, {
  access: 'write',
  siteOf: siteOfPayload,
  handle: async ({ input, appId, ctx }) => {
    const state = ctx.store.data;
    const { rshftempd, std, sftd } = input;
    if (!liveShiftOf(state, appId, std, sftd)) return { status: Status.INVALID_SHIFT_DETAILS };
    const record = findShiftEmployee(state, appId, std, sftd, rshftempd);
    if (!record) return { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST };
    if (!isPositionOfShift(state, appId, sftd, input.roster_shift_employees.rld))
      return { status: RosterShiftStatus.ROLE_DOESNOT_EXIST };
    const fields = shiftEmployeeFields(input.roster_shift_employees);
    await ctx.store.update((draft) => {
      const stored = draft.shift_employees.find((candidate) => candidate.id === record.id);
      if (stored) Object.assign(stored, fields);
    });
    return { status: Status.OK };
  },
});
