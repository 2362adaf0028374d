/**
 * /api/rstgen/756763 one shift {sftd} of the selected app, deleted or not, as site_shifts [one].
 * VALIDATION_ERROR for a shift the app does not have. Needs the SITES right.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { toShift } from '../../shifts/shifts';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const shiftDetailsRoute = guardedRoute(Contract.shifts.details, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ input: { sftd }, appId, ctx }) => {
    const shown = await ctx.repos.shifts.shown(appId, sftd);
    if (!shown) return setupErrors.unknownShift;
    return { status: Status.OK, site_shifts: [toShift(shown.record, shown.siteName)] };
  },
});
