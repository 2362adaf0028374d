/**
 * /api/rstgen/765346 delete a shift {sftd} of the selected app: it is marked deleted (deleted 1,
 * deleted_at) and kept, so rosters keep their history and its name is free again at the site.
 * VALIDATION_ERROR for an unknown or already deleted shift. Needs the SITES right.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const shiftDeleteRoute = guardedRoute(Contract.shifts.delete, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  // Decided inside the write, on the newest state: of two deletes at once, one is answered OK.
  handle: async ({ input: { sftd }, appId, ctx }) =>
    (await ctx.repos.shifts.remove(appId, sftd, ctx.now())) ? { status: Status.OK } : setupErrors.unknownShift,
});
