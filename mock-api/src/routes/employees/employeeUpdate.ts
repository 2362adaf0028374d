/**
 * /api/empl/876235 change an employee {empd, employee} of the selected app.
 * EMPLOYEE_DOES_NOT_EXIST for an empd the app does not have; EMPLOYEE_WITH_SAME_DETAILS_EXIST
 * when another employee has the same details (its own are fine); VALIDATION_ERROR for an unknown
 * country. Needs EMPLOYEES_AND_POSITIONS right 1 (f_rd 2).
 */
import { EmployeeStatus, FormId, Contract, RightId, Status } from '../../contract';
import { isKnownCountry } from '../../employees/country';
import { appEmployees, employeeFields, findEmployee } from '../../employees/employees';
import { DetailsIndex } from '../../employees/sameDetails';
import { baseOf } from '../../store/mutation';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const employeeUpdateRoute = guardedRoute(Contract.employees.update, {
  formId: FormId.EMPLOYEES_AND_POSITIONS,
  rightId: RightId.MANAGE,
  handle: async ({ input, appId, ctx }) => {
    const state = ctx.store.data;
    const { empd } = input;
    if (!findEmployee(state, appId, empd)) return { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST };
    const fields = employeeFields(input.employee);
    if (!isKnownCountry(state, fields.country_id)) return setupErrors.unknownCountryOfEmployee;

    return await ctx.store.update((draft) => {
      // Checked inside the write, on the newest state: two updates at once (on any API process) cannot give
      // two employees the same details.
      const others = appEmployees(baseOf(draft), appId).filter((employee) => employee.emd !== empd);
      if (new DetailsIndex(others).taken(fields))
        return { status: EmployeeStatus.EMPLOYEE_WITH_SAME_DETAILS_EXIST } as const;
      const employee = findEmployee(draft, appId, empd);
      if (employee) Object.assign(employee, fields);
      return { status: Status.OK } as const;
    });
  },
});
