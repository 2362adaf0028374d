/**
 * /api/empl/9454 add a leave day {empd, leave_day} to an employee of the selected app.
 * EMPLOYEE_DOES_NOT_EXIST for an empd the app does not have; RECORD_EXIST when the employee
 * already has that day. Needs EMPLOYEES_AND_POSITIONS right 1 (f_rd 2).
 */
import { EmployeeStatus, FormId, Contract, RightId, Status } from '../../contract';
import { guardedRoute } from '../guardedRoute';

const answers = {
  added: { status: Status.OK },
  exists: { status: Status.RECORD_EXIST },
  'no-employee': { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST },
} as const;

export const leaveAddRoute = guardedRoute(Contract.employees.leaveAdd, {
  formId: FormId.EMPLOYEES_AND_POSITIONS,
  rightId: RightId.MANAGE,
  // Decided inside the write, on the newest state: two adds at once (on any API process) store one.
  handle: async ({ input: { empd, leave_day }, appId, ctx }) =>
    answers[await ctx.repos.employees.addLeave(appId, empd, leave_day)],
});
