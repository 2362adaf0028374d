/**
 * /api/empl/6456 add an employee {employee} to the selected app; OK answers its public id (emd).
 * EMPLOYEE_WITH_SAME_DETAILS_EXIST when another employee of the app has the same details
 * (employees/sameDetails.ts); EMPLOYEE_MAX_LICENSED_EXCEEDED when the app holds its licensed
 * number of employees; VALIDATION_ERROR for an unknown country. New employees are active.
 * Needs EMPLOYEES_AND_POSITIONS right 1 (f_rd 2).
 */
import { FormId, Contract, RightId } from '../../contract';
import { employeeFields } from '../../employees/employees';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const employeeAddRoute = guardedRoute(Contract.employees.add, {
  formId: FormId.EMPLOYEES_AND_POSITIONS,
  rightId: RightId.MANAGE,
  handle: async ({ input, access, ctx }) => {
    const fields = employeeFields(input.employee);
    if (!(await ctx.repos.employees.isKnownCountry(fields.country_id))) return setupErrors.unknownCountryOfEmployee;
    // Decided inside the write, on the newest state: two adds at once (on any API process) store one.
    return await ctx.repos.employees.add(access.app, fields, ctx.now());
  },
});
