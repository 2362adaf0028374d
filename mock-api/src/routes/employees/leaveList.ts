/**
 * /api/empl/72345 the leave days {empd} of an employee of the selected app, by day.
 * EMPLOYEE_DOES_NOT_EXIST for an empd the app does not have. Needs EMPLOYEES_AND_POSITIONS
 * right 1 (f_rd 2).
 */
import { EmployeeStatus, FormId, Contract, RightId, Status } from '../../contract';
import { toLeave } from '../../employees/leaves';
import { guardedRoute } from '../guardedRoute';

export const leaveListRoute = guardedRoute(Contract.employees.leaveList, {
  formId: FormId.EMPLOYEES_AND_POSITIONS,
  rightId: RightId.MANAGE,
  handle: async ({ input: { empd }, appId, ctx }) => {
    const leaves = await ctx.repos.employees.leaves(appId, empd);
    if (!leaves) return { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST };
    return { status: Status.OK, employee_leaves: leaves.map(toLeave) };
  },
});
