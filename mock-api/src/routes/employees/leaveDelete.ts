/**
 * /api/empl/5347 delete a leave day {lvdd} of the selected app. VALIDATION_ERROR (lvdd 'Select
 * valid leave') for an lvdd the app does not have, as the setup calls answer unknown ids.
 * Needs EMPLOYEES_AND_POSITIONS right 1 (f_rd 2).
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { findLeave } from '../../employees/leaves';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const leaveDeleteRoute = guardedRoute(Contract.employees.leaveDelete, {
  formId: FormId.EMPLOYEES_AND_POSITIONS,
  rightId: RightId.MANAGE,
  handle: async ({ input: { lvdd }, appId, ctx }) => {
    if (!findLeave(ctx.store.data, appId, lvdd)) return setupErrors.unknownLeave;
    await ctx.store.update((draft) => {
      draft.leaves = draft.leaves.filter((leave) => !(leave.app_id === appId && leave.lvdd === lvdd));
    });
    return { status: Status.OK };
  },
});
