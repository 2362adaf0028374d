/**
 * /api/empl/65343 one employee {empd} of the selected app, as a one-element `employees`, with
 * its list figures and hasImage (a committed photo thumbnail, face/photos.ts).
 * EMPLOYEE_DOES_NOT_EXIST for an empd the app does not have. Needs EMPLOYEES_AND_POSITIONS
 * right 1 (f_rd 2).
 */
import { EmployeeStatus, FormId, Contract, RightId, Status } from '../../contract';
import { toEmployee } from '../../employees/employees';
import { guardedRoute } from '../guardedRoute';

export const employeeDetailsRoute = guardedRoute(Contract.employees.details, {
  formId: FormId.EMPLOYEES_AND_POSITIONS,
  rightId: RightId.MANAGE,
  handle: async ({ input: { empd }, appId, ctx }) => {
    const shown = await ctx.repos.employees.shown(appId, empd, ctx.now());
    if (!shown) return { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST };
    return { status: Status.OK, employees: [toEmployee(shown.record, shown.figures, shown.hasImage)] };
  },
});
