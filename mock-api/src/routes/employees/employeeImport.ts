/**
 * /api/empl/765464 import a batch of CSV rows {country_code, country_id, employees: 1 to 100
 * rows} into the selected app. Each row is answered with its own status (SUCCESS,
 * VALIDATION_ERROR, EMPLOYEE_WITH_SAME_DETAILS_EXIST or EMPLOYEE_MAX_LICENSED_EXCEEDED; see
 * employees/importRows.ts); the imported rows are written with one store update. The call
 * answers VALIDATION_ERROR as a whole for a bad batch (no rows, more than 100, an unknown
 * country). Needs EMPLOYEES_AND_POSITIONS right 1 (f_rd 2).
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const employeeImportRoute = guardedRoute(Contract.employees.import, {
  formId: FormId.EMPLOYEES_AND_POSITIONS,
  rightId: RightId.MANAGE,
  handle: async ({ input, access, ctx }) => {
    const { country_id, country_code } = input;
    if (!(await ctx.repos.employees.isKnownCountry(country_id))) return setupErrors.unknownCountry;
    const results = await ctx.repos.employees.import(
      access.app,
      input.employees,
      { country_id, country_code },
      ctx.now(),
    );
    return { status: Status.OK, employees: results };
  },
});
