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
import { nextId } from '../../store/types';
import { setupErrors } from '../../validation/setupErrors';
import { isoAt } from '../context';
import { guardedRoute } from '../guardedRoute';

export const shiftAddRoute = guardedRoute(Contract.shifts.add, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ input, appId, ctx }) => {
    const state = ctx.store.data;
    const { nm, std, start_time, end_time } = input.site_shift;
    if (!findSite(state, appId, std)) return setupErrors.unknownSiteOfShift;
    if (shiftNameTaken(state, appId, std, nm)) return { status: Status.SHIFT_ALREADY_EXIST };

    const sftd = await ctx.store.update((draft) => {
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
    return { status: Status.OK, sftd };
  },
});
