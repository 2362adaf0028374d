/**
 * /api/empl/9454 add a leave day {empd, leave_day} to an employee of the selected app.
 * EMPLOYEE_DOES_NOT_EXIST for an empd the app does not have; RECORD_EXIST when the employee
 * already has that day. Needs EMPLOYEES_AND_POSITIONS right 1 (f_rd 2).
 */
import { EmployeeStatus, FormId, Contract, RightId, Status } from '../../contract';
import { findEmployee } from '../../employees/employees';
import { hasLeaveOn } from '../../employees/leaves';
import { freshId } from '../../employees/publicIds';
import { baseOf } from '../../store/mutation';
import { nextId } from '../../store/types';
import { guardedRoute } from '../guardedRoute';

export const leaveAddRoute = guardedRoute(Contract.employees.leaveAdd, {
  formId: FormId.EMPLOYEES_AND_POSITIONS,
  rightId: RightId.MANAGE,
  handle: async ({ input: { empd, leave_day }, appId, ctx }) => {
    const state = ctx.store.data;
    if (!findEmployee(state, appId, empd)) return { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST };
    const added = await ctx.store.update((draft) => {
      // Checked inside the write, on the newest state: two adds at once (on any API process) store one.
      if (hasLeaveOn(baseOf(draft), appId, empd, leave_day)) return false;
      const lvdd = freshId(new Set(draft.leaves.map((leave) => leave.lvdd)));
      draft.leaves.push({ id: nextId(draft.leaves), lvdd, app_id: appId, emd: empd, leave_day });
      return true;
    });
    return added ? { status: Status.OK } : { status: Status.RECORD_EXIST };
  },
});
