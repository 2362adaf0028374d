/**
 * /api/empl/876235 change an employee {empd, employee} of the selected app.
 * EMPLOYEE_DOES_NOT_EXIST for an empd the app does not have; EMPLOYEE_WITH_SAME_DETAILS_EXIST
 * when another employee has the same details (its own are fine); VALIDATION_ERROR for an unknown
 * country. Needs EMPLOYEES_AND_POSITIONS right 1 (f_rd 2).
 */
import { EmployeeStatus, FormId, Contract, RightId } from '../../contract';
import { employeeFields } from '../../employees/employees';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const employeeUpdateRoute = guardedRoute(Contract.employees.update, {
  formId: FormId.EMPLOYEES_AND_POSITIONS,
  rightId: RightId.MANAGE,
  handle: async ({ input, appId, ctx }) => {
    const { empd } = input;
    if (!(await ctx.repos.employees.find(appId, empd))) return { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST };
    const fields = employeeFields(input.employee);
    if (!(await ctx.repos.employees.isKnownCountry(fields.country_id))) return setupErrors.unknownCountryOfEmployee;
    // Decided inside the write, on the newest state: two updates at once (on any API process) cannot give
    // two employees the same details.
    return await ctx.repos.employees.update(appId, empd, fields);
  },
});
