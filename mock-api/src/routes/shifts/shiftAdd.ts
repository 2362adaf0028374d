/**
 * /api/rstgen/7564 add a shift {site_shift: {nm, std, start_time, end_time}} to a site of the
 * selected app. VALIDATION_ERROR for a site the app does not have, SHIFT_ALREADY_EXIST when a
 * shift of the site that is not deleted has the name (trimmed, any case). OK answers its public
 * id (sftd). Needs the SITES right.
 */
import { newPublicId } from '../../apps/apps';
import { FormId, Contract, RightId, Status } from '../../contract';
import { shiftNameTaken } from '../../shifts/shifts';
import { findSite } from '../../sites/sites';
import { baseOf } from '../../store/mutation';
import { nextId } from '../../store/types';
import { setupErrors } from '../../validation/setupErrors';
import { isoAt } from '../context';
import { guardedRoute } from '../guardedRoute';

export const shiftAddRoute = guardedRoute(Contract.shifts.add, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ input, appId, ctx }) => {
    const { nm, std, start_time, end_time } = input.site_shift;
    if (!findSite(ctx.store.data, appId, std)) return setupErrors.unknownSiteOfShift;

    const sftd = await ctx.store.update((draft) => {
      // Checked inside the write, on the newest state: two adds at once (on any API process) store one.
      if (shiftNameTaken(baseOf(draft), appId, std, nm)) return null;
      const publicId = newPublicId(draft.shifts.map((shift) => shift.sftd));
      draft.shifts.push({
        id: nextId(draft.shifts),
        sftd: publicId,
        app_id: appId,
        std,
        name: nm,
        start_time,
        end_time,
        deleted: 0,
        created_at: isoAt(ctx.now()),
        deleted_at: null,
      });
      return publicId;
    });
    return sftd === null ? { status: Status.SHIFT_ALREADY_EXIST } : { status: Status.OK, sftd };
  },
});
