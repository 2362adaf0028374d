/**
 * /api/rstgen/53425 update a shift employee {rshftempd, std, sftd, roster_shift_employees: {rld,
 * apply_wrkng_days, hours, mon … hld}} (the employee stays; the role may change to another
 * position of the shift). INVALID_SHIFT_DETAILS as on add; EMPLOYEE_DOES_NOT_EXIST for an
 * rshftempd that is not on that shift; ROLE_DOESNOT_EXIST when rld is not a position of the
 * shift (all decided inside the write). ROSTER right 12, an admin or the site's operations manager.
 */
import { EmployeeStatus, Contract, Status } from '../../contract';
import { shiftEmployeeFields } from '../../roster-setup/employees';
import { RosterShiftStatus } from '@times/shared-sdk/schemas';
import { rosterShiftRoute, siteOfPayload } from '../rosterPositions/rosterShiftRoute';

const REFUSED = {
  'no-shift': Status.INVALID_SHIFT_DETAILS,
  'no-employee': EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST,
  'no-position': RosterShiftStatus.ROLE_DOESNOT_EXIST,
} as const;

export const shiftEmployeeUpdateRoute = rosterShiftRoute(Contract.rosterSetup.employeeUpdate, {
  access: 'write',
  siteOf: siteOfPayload,
  handle: async ({ input, appId, ctx }) => {
    const { rshftempd, std, sftd } = input;
    const fields = shiftEmployeeFields(input.roster_shift_employees);
    const updated = await ctx.repos.shiftEmployees.update(appId, { std, sftd, rshftempd }, fields);
    return updated === 'updated' ? { status: Status.OK } : { status: REFUSED[updated] };
  },
});
