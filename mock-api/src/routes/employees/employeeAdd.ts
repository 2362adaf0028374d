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
import { baseOf } from '../../store/mutation';
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

    const emd = await ctx.store.update((draft) => {
      // Checked inside the write, on the newest state: two adds at once (on any API process) store one.
      const newest = baseOf(draft);
      const employees = appEmployees(newest, appId);
      if (new DetailsIndex(employees).taken(fields))
        return { status: EmployeeStatus.EMPLOYEE_WITH_SAME_DETAILS_EXIST } as const;
      if (employeeRoom(access.app, employees.length) === 0)
        return { status: EmployeeStatus.EMPLOYEE_MAX_LICENSED_EXCEEDED } as const;
      const publicId = freshId(new Set(newest.employees.map((employee) => employee.emd)));
      const createdMs = nextCreatedMs(newestCreatedMs(employees), ctx.now());
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
    return typeof emd === 'string' ? { status: Status.OK, emd } : emd;
  },
});
