/**
 * /api/rstgen/65346 take an employee off a shift {rshftempd, std, sftd}. INVALID_SHIFT_DETAILS
 * as on add; EMPLOYEE_DOES_NOT_EXIST for an rshftempd that is not on that shift (decided inside
 * the write). ROSTER right 12, an admin or the site's operations manager.
 */
import { EmployeeStatus, Contract, Status } from '../../contract';
import { rosterShiftRoute, siteOfPayload } from '../rosterPositions/rosterShiftRoute';

export const shiftEmployeeDeleteRoute = rosterShiftRoute(Contract.rosterSetup.employeeDelete, {
  access: 'write',
  siteOf: siteOfPayload,
  handle: async ({ input: { rshftempd, std, sftd }, appId, ctx }) => {
    const removed = await ctx.repos.shiftEmployees.remove(appId, { std, sftd, rshftempd });
    if (removed === 'no-shift') return { status: Status.INVALID_SHIFT_DETAILS };
    if (removed === 'no-employee') return { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST };
    return { status: Status.OK };
  },
});
