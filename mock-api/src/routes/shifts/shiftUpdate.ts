/**
 * /api/rstgen/44682 update a shift {sftd, site_shift} of the selected app: its name and times.
 * A shift stays on its site (its roster setup is the site's): VALIDATION_ERROR for a deleted or
 * unknown shift, or a site_shift.std other than its site. SHIFT_ALREADY_EXIST when another live
 * shift of the site has the name. Needs the SITES right.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { findShift, isLive, shiftNameTaken } from '../../shifts/shifts';
import { baseOf } from '../../store/mutation';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const shiftUpdateRoute = guardedRoute(Contract.shifts.update, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ input: { sftd, site_shift }, appId, ctx }) => {
    const shift = findShift(ctx.store.data, appId, sftd);
    if (!shift || !isLive(shift)) return setupErrors.unknownShift;
    if (site_shift.std !== shift.std) return setupErrors.unknownSiteOfShift;

    return await ctx.store.update((draft) => {
      // Checked inside the write, on the newest state: two updates at once (on any API process) take a name once.
      if (shiftNameTaken(baseOf(draft), appId, shift.std, site_shift.nm, sftd))
        return { status: Status.SHIFT_ALREADY_EXIST } as const;
      const stored = findShift(draft, appId, sftd);
      if (stored)
        Object.assign(stored, {
          name: site_shift.nm,
          start_time: site_shift.start_time,
          end_time: site_shift.end_time,
        });
      return { status: Status.OK } as const;
    });
  },
});
