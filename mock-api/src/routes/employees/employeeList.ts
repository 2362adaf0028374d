/**
 * /api/empl/324678 the employee list of the selected app {flt, pg, lst_count, lst_date,
 * lst_value, srch_word}: the filter (employees/listFilter.ts), EMPLOYEE_PAGE_SIZE rows a page,
 * pg 1 the first page and pg 2 the page after the cursor the previous answer carried
 * (employees/paging.ts). Answers ttl (all rows of the filter), the cursor of the last row and
 * the rows with their figures (employees/attendance.ts). VALIDATION_ERROR (lst_date) for a pg 2
 * without a date cursor. Needs EMPLOYEES_AND_POSITIONS right 1 (f_rd 2).
 */
import { EmployeePage, FormId, Contract, RightId, Status } from '../../contract';
import { toEmployee } from '../../employees/employees';
import { cursorOf } from '../../employees/paging';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const employeeListRoute = guardedRoute(Contract.employees.list, {
  formId: FormId.EMPLOYEES_AND_POSITIONS,
  rightId: RightId.MANAGE,
  handle: async ({ input: query, appId, ctx }) => {
    const cursor = cursorOf(query);
    if (query.pg === EmployeePage.NEXT && !cursor) return setupErrors.invalidCursor;
    const { employees, ...marks } = await ctx.repos.employees.page(appId, query, cursor, ctx.now());
    return {
      status: Status.OK,
      ...marks,
      employees: employees.map(({ record, figures, hasImage }) => toEmployee(record, figures, hasImage)),
    };
  },
});
