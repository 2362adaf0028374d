/**
 * /api/empl/6456 add an employee {employee} to the selected app; OK answers its public id (emd).
 * EMPLOYEE_WITH_SAME_DETAILS_EXIST when another employee of the app has the same details
 * (employees/sameDetails.ts); EMPLOYEE_MAX_LICENSED_EXCEEDED when the app holds its licensed
 * number of employees; VALIDATION_ERROR for an unknown country. New employees are active.
 * Needs EMPLOYEES_AND_POSITIONS right 1 (f_rd 2).
 */
import { EMPLOYEE_ACTIVE, EmployeeStatus, FormId, Contract, RightId, Status } from '../../contract';
import { isKnownCountry } from '../../employees/country';
import { newestCreatedMs, nextCreatedMs } from '../../employees/createdAt';
import { appEmployees, employeeFields } from '../../employees/employees';
import { employeeRoom } from '../../employees/licence';
import { freshId } from '../../employees/publicIds';
import { DetailsIndex } from '../../employees/sameDetails';
import { nextId } from '../../store/types';
import { setupErrors } from '../../validation/setupErrors';
import { isoAt } from '../context';
import { guardedRoute } from '../guardedRoute';

export const employeeAddRoute = guardedRoute(Contract.employees.add, {
  formId: FormId.EMPLOYEES_AND_POSITIONS,
  rightId: RightId.MANAGE,
  handle: async ({ input, access, appId, ctx }) => {
    const state = ctx.store.data;
    const fields = employeeFields(input.employee);
    if (!isKnownCountry(state, fields.country_id)) return setupErrors.unknownCountryOfEmployee;
    const employees = appEmployees(state, appId);
    if (new DetailsIndex(employees).taken(fields)) return { status: EmployeeStatus.EMPLOYEE_WITH_SAME_DETAILS_EXIST };
    if (employeeRoom(access.app, employees.length) === 0)
      return { status: EmployeeStatus.EMPLOYEE_MAX_LICENSED_EXCEEDED };

    const emd = await ctx.store.update((draft) => {
      const publicId = freshId(new Set(draft.employees.map((employee) => employee.emd)));
      const createdMs = nextCreatedMs(newestCreatedMs(appEmployees(draft, appId)), ctx.now());
      draft.employees.push({
        id: nextId(draft.employees),
        emd: publicId,
        app_id: appId,
        ...fields,
        user_status: EMPLOYEE_ACTIVE,
        created_at: isoAt(createdMs),
      });
      return publicId;
    });
    return { status: Status.OK, emd };
  },
});
