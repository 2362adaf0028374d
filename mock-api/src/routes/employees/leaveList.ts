/**
 * /api/empl/72345 the leave days {empd} of an employee of the selected app, by day.
 * EMPLOYEE_DOES_NOT_EXIST for an empd the app does not have. Needs EMPLOYEES_AND_POSITIONS
 * right 1 (f_rd 2).
 */
import { EmployeeStatus, FormId, Paths, RightId, Status } from '../../contract';
import type { LeavesResponse } from '../../contract';
import { findEmployee } from '../../employees/employees';
import { leavesOf, toLeave } from '../../employees/leaves';
import { employeeIdSchema } from '@times/shared-sdk/schemas';
import { guardedRoute } from '../guardedRoute';

export const leaveListRoute = guardedRoute({
  path: Paths.employees.leaveList,
  schema: employeeIdSchema,
  formId: FormId.EMPLOYEES_AND_POSITIONS,
  rightId: RightId.MANAGE,
  handle: ({ input: { empd }, appId, ctx }): LeavesResponse | { status: string } => {
    const state = ctx.store.data;
    if (!findEmployee(state, appId, empd)) return { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST };
    return { status: Status.OK, employee_leaves: leavesOf(state, appId, empd).map(toLeave) };
  },
});
