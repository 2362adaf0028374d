/**
 * /api/empl/65343 one employee {empd} of the selected app, as a one-element `employees`, with
 * its list figures and hasImage (a committed photo thumbnail, face/photos.ts).
 * EMPLOYEE_DOES_NOT_EXIST for an empd the app does not have. Needs EMPLOYEES_AND_POSITIONS
 * right 1 (f_rd 2).
 */
import { EmployeeStatus, FormId, Contract, RightId, Status } from '../../contract';
import { figuresByEmployee } from '../../employees/attendance';
import { findEmployee, toEmployee } from '../../employees/employees';
import { hasPhoto } from '../../face/photos';
import { guardedRoute } from '../guardedRoute';

export const employeeDetailsRoute = guardedRoute(Contract.employees.details, {
  formId: FormId.EMPLOYEES_AND_POSITIONS,
  rightId: RightId.MANAGE,
  handle: ({ input: { empd }, appId, ctx }) => {
    const state = ctx.store.data;
    const employee = findEmployee(state, appId, empd);
    if (!employee) return { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST };
    const figures = figuresByEmployee(state, appId, ctx.now()).get(empd);
    return { status: Status.OK, employees: [toEmployee(employee, figures, hasPhoto(state, appId, empd) ? 1 : 0)] };
  },
});
