/**
 * /api/empl/5347 delete a leave day {lvdd} of the selected app. VALIDATION_ERROR (lvdd 'Select
 * valid leave') for an lvdd the app does not have, as the setup calls answer unknown ids.
 * Needs EMPLOYEES_AND_POSITIONS right 1 (f_rd 2).
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const leaveDeleteRoute = guardedRoute(Contract.employees.leaveDelete, {
  formId: FormId.EMPLOYEES_AND_POSITIONS,
  rightId: RightId.MANAGE,
  handle: async ({ input: { lvdd }, appId, ctx }) =>
    (await ctx.repos.employees.removeLeave(appId, lvdd)) ? { status: Status.OK } : setupErrors.unknownLeave,
});
