/**
 * /api/rstgen/7564 add a shift {site_shift: {nm, std, start_time, end_time}} to a site of the
 * selected app. VALIDATION_ERROR for a site the app does not have, SHIFT_ALREADY_EXIST when a
 * shift of the site that is not deleted has the name (trimmed, any case). OK answers its public
 * id (sftd). Needs the SITES right.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const shiftAddRoute = guardedRoute(Contract.shifts.add, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ input, appId, ctx }) => {
    const { nm, std, start_time, end_time } = input.site_shift;
    // Decided inside the write, on the newest state: two adds at once (on any API process) store one.
    const added = await ctx.repos.shifts.add(appId, std, { name: nm, start_time, end_time }, ctx.now());
    if (added.status === 'no-site') return setupErrors.unknownSiteOfShift;
    if (added.status === 'name-taken') return { status: Status.SHIFT_ALREADY_EXIST };
    return { status: Status.OK, sftd: added.sftd };
  },
});
