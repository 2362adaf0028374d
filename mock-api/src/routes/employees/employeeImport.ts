/**
 * /api/empl/765464 import a batch of CSV rows {country_code, country_id, employees: 1 to 100
 * rows} into the selected app. Each row is answered with its own status (SUCCESS,
 * VALIDATION_ERROR, EMPLOYEE_WITH_SAME_DETAILS_EXIST or EMPLOYEE_MAX_LICENSED_EXCEEDED; see
 * employees/importRows.ts); the imported rows are written with one store update. The call
 * answers VALIDATION_ERROR as a whole for a bad batch (no rows, more than 100, an unknown
 * country). Needs EMPLOYEES_AND_POSITIONS right 1 (f_rd 2).
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { isKnownCountry } from '../../employees/country';
import { planImport } from '../../employees/importRows';
import { baseOf } from '../../store/mutation';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const employeeImportRoute = guardedRoute(Contract.employees.import, {
  formId: FormId.EMPLOYEES_AND_POSITIONS,
  rightId: RightId.MANAGE,
  handle: async ({ input, access, ctx }) => {
    const { country_id, country_code } = input;
    if (!isKnownCountry(ctx.store.data, country_id)) return setupErrors.unknownCountry;
    // Planned inside the write, on the newest state: two imports at once (from any API process)
    // never take the same ids, nor both the last licensed place, nor both the same details.
    const results = await ctx.store.update((draft) => {
      const { results: answered, created } = planImport({
        app: access.app,
        allEmployees: baseOf(draft.employees),
        rows: input.employees,
        country: { country_id, country_code },
        nowMs: ctx.now(),
      });
      draft.employees.push(...created);
      return answered;
    });
    return { status: Status.OK, employees: results };
  },
});
