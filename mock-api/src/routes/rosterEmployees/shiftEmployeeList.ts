/**
 * /api/rstgen/34522 the employees of a shift {std, sftd, flt, pg, lst_count, lst_date, lst_name,
 * srch_word}: SHIFT_EMPLOYEE_PAGE_SIZE (20) rows a page in (name, created_at, id) order, pg 1 the
 * first page and pg 2 the page after the cursor the previous answer carried; flt 1 searches
 * srch_word in the name and the employee number (roster-setup/employees.ts). Answers ttl (the rows
 * of the filter), the cursor, shift_employees_summary and roster_shift_employees.
 * INVALID_SHIFT_DETAILS as on add; VALIDATION_ERROR (lst_date) for a pg 2 without a date cursor.
 * ROSTER right 10 or 12, an admin or the site's operations manager.
 */
import { Contract, Status } from '../../contract';
import { shiftEmployeeCursor } from '../../roster-setup/employees';
import { ShiftEmployeePage } from '@times/shared-sdk/schemas';
import { setupErrors } from '../../validation/setupErrors';
import { rosterShiftRoute, siteOfPayload } from '../rosterPositions/rosterShiftRoute';

export const shiftEmployeeListRoute = rosterShiftRoute(Contract.rosterSetup.employeeList, {
  access: 'read',
  siteOf: siteOfPayload,
  handle: async ({ input: query, appId, ctx }) => {
    const repository = ctx.repos.shiftEmployees;
    if (!(await repository.liveShift(appId, query.std, query.sftd))) return { status: Status.INVALID_SHIFT_DETAILS };
    const cursor = shiftEmployeeCursor(query);
    if (query.pg === ShiftEmployeePage.NEXT && !cursor) return setupErrors.invalidCursor;
    const { summary, rows, ...marks } = await repository.page(appId, query, cursor, ctx.now());
    return {
      status: Status.OK,
      ...marks,
      shift_employees_summary: summary,
      roster_shift_employees: rows,
    };
  },
});
