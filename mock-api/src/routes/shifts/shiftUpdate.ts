/**
 * /api/rstgen/44682 update a shift {sftd, site_shift} of the selected app: its name and times.
 * A shift stays on its site (its roster setup is the site's): VALIDATION_ERROR for a deleted or
 * unknown shift, or a site_shift.std other than its site. SHIFT_ALREADY_EXIST when another live
 * shift of the site has the name. Needs the SITES right.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

const answers = {
  updated: { status: Status.OK },
  'no-shift': setupErrors.unknownShift,
  'other-site': setupErrors.unknownSiteOfShift,
  'name-taken': { status: Status.SHIFT_ALREADY_EXIST },
} as const;

export const shiftUpdateRoute = guardedRoute(Contract.shifts.update, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  // Decided inside the write, on the newest state: two updates at once (on any API process) take a name once.
  handle: async ({ input: { sftd, site_shift }, appId, ctx }) => {
    const { nm, std, start_time, end_time } = site_shift;
    return answers[await ctx.repos.shifts.update(appId, sftd, std, { name: nm, start_time, end_time })];
  },
});
