/**
 * /api/rstgen/2345812 one shift employee {rshftempd, std, sftd} as shift_employees [one]: the
 * list row with rld, apply_wrkng_days, monthly_hours, weekly_hours, daily_hours and the exclusion
 * flags mon … hld. INVALID_SHIFT_DETAILS as on add; EMPLOYEE_DOES_NOT_EXIST for an rshftempd
 * that is not on that shift. ROSTER right 10 or 12, an admin or the site's operations manager.
 */
import { EmployeeStatus, Contract, Status } from '../../contract';
import { rosterShiftRoute, siteOfPayload } from '../rosterPositions/rosterShiftRoute';

export const shiftEmployeeDetailsRoute = rosterShiftRoute(Contract.rosterSetup.employeeDetails, {
  access: 'read',
  siteOf: siteOfPayload,
  handle: async ({ input: { rshftempd, std, sftd }, appId, ctx }) => {
    const repository = ctx.repos.shiftEmployees;
    if (!(await repository.liveShift(appId, std, sftd))) return { status: Status.INVALID_SHIFT_DETAILS };
    const record = await repository.find(appId, { std, sftd, rshftempd });
    if (!record) return { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST };
    return { status: Status.OK, shift_employees: [await repository.details(appId, record, ctx.now())] };
  },
});
