/**
 * /api/empl/86743 the leave days type-ahead {srch_word, 4 characters or more}: up to
 * SEARCH_LIMIT employees of the selected app, active and deactivated, whose name, surname,
 * "name surname", employee number or mobile holds the word (employees/search.ts), by name and
 * surname. Needs EMPLOYEES_AND_POSITIONS right 1 (f_rd 2).
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { fullName } from '../../employees/employees';
import { normalizeWord } from '../../employees/search';
import { guardedRoute } from '../guardedRoute';

/** How many matches the dropdown shows. */
export const SEARCH_LIMIT = 10;

export const employeeSearchRoute = guardedRoute(Contract.employees.search, {
  formId: FormId.EMPLOYEES_AND_POSITIONS,
  rightId: RightId.MANAGE,
  handle: async ({ input, appId, ctx }) => {
    const matches = await ctx.repos.employees.search(appId, normalizeWord(input.srch_word), SEARCH_LIMIT);
    return {
      status: Status.OK,
      search_employees: matches.map((employee) => ({
        id: employee.id,
        emd: employee.emd,
        name: fullName(employee),
        employee_number: employee.employee_number,
        mobile: employee.mobile,
      })),
    };
  },
});
