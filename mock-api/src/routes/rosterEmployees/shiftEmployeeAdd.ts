/**
 * /api/rstgen/65435 put an employee on a shift {roster_shift_employees: {std, sftd, empd, rld,
 * apply_wrkng_days, hours, mon … hld}} (mon … hld exclusion flags). INVALID_SHIFT_DETAILS when
 * std/sftd is not a live shift of a site of the app; EMPLOYEE_DOES_NOT_EXIST for an empd the app
 * does not have; ROLE_DOESNOT_EXIST when rld is not a position of the shift; EMPLOYEE_ALREADY_EXIST
 * when the employee is on the shift; EMPLOYEE_DEACTIVATED (ours) for a deactivated employee. OK answers the rshftempd. ROSTER right 12, an admin or the
 * site's operations manager. Every check is made inside the write (shiftEmployeeWrites.ts).
 */
import { EmployeeStatus, Contract, Status } from '../../contract';
import { shiftEmployeeFields } from '../../roster-setup/employees';
import { RosterShiftStatus } from '@times/shared-sdk/schemas';
import { rosterShiftRoute } from '../rosterPositions/rosterShiftRoute';

const REFUSED = {
  'no-shift': Status.INVALID_SHIFT_DETAILS,
  'no-employee': EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST,
  deactivated: RosterShiftStatus.EMPLOYEE_DEACTIVATED,
  'no-position': RosterShiftStatus.ROLE_DOESNOT_EXIST,
  'on-shift': RosterShiftStatus.EMPLOYEE_ALREADY_EXIST,
} as const;

export const shiftEmployeeAddRoute = rosterShiftRoute(Contract.rosterSetup.employeeAdd, {
  access: 'write',
  siteOf: (input) => input.roster_shift_employees.std,
  handle: async ({ input, appId, ctx }) => {
    const { std, sftd, empd, ...form } = input.roster_shift_employees;
    const added = await ctx.repos.shiftEmployees.add(appId, { std, sftd }, empd, shiftEmployeeFields(form), ctx.now());
    return added.status === 'added'
      ? { status: Status.OK, rshftempd: added.rshftempd }
      : { status: REFUSED[added.status] };
  },
});
