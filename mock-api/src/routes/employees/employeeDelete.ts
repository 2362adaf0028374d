/**
 * /api/empl/23452 delete an employee {empd} of the selected app, with its leave days,
 * attendance, face vectors and photo uploads. EMPLOYEE_DOES_NOT_EXIST for an empd the app does
 * not have. Needs EMPLOYEES_AND_POSITIONS right 1 (f_rd 2).
 */
import { EmployeeStatus, FormId, Contract, RightId, Status } from '../../contract';
import { guardedRoute } from '../guardedRoute';

export const employeeDeleteRoute = guardedRoute(Contract.employees.delete, {
  formId: FormId.EMPLOYEES_AND_POSITIONS,
  rightId: RightId.MANAGE,
  handle: async ({ input: { empd }, appId, ctx }) =>
    (await ctx.repos.employees.remove(appId, empd))
      ? { status: Status.OK }
      : { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST },
});
