/**
 * /api/empl/6452211 the Active/Deactivated switch {empd, s_sts}: 5 activates (user_status 0),
 * 10 deactivates (user_status 10). EMPLOYEE_DOES_NOT_EXIST for an empd the app does not have.
 * Needs EMPLOYEES_AND_POSITIONS right 1 (f_rd 2).
 */
import { EmployeeStatus, FormId, Contract, RightId, Status } from '../../contract';
import { statusOfSwitch } from '../../employees/employees';
import { guardedRoute } from '../guardedRoute';

export const employeeStatusRoute = guardedRoute(Contract.employees.status, {
  formId: FormId.EMPLOYEES_AND_POSITIONS,
  rightId: RightId.MANAGE,
  handle: async ({ input: { empd, s_sts }, appId, ctx }) =>
    (await ctx.repos.employees.setStatus(appId, empd, statusOfSwitch(s_sts)))
      ? { status: Status.OK }
      : { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST },
});
