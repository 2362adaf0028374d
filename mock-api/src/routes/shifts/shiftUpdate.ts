/**
 * /api/rstgen/44682 update a shift {sftd, site_shift} of the selected app: its name and times.
 * A shift stays on its site (its roster setup is the site's): VALIDATION_ERROR for a deleted or
 * unknown shift, or a site_shift.std other than its site. SHIFT_ALREADY_EXIST when another live
 * shift of the site has the name. Needs the SITES right.
 */
import { FormId, Paths, RightId, Status } from '../../contract';
import { requireRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { findShift, isLive, shiftNameTaken } from '../../shifts/shifts';
import { shiftUpdateSchema } from '@times/shared-sdk/schemas';
import { setupErrors } from '../../validation/setupErrors';
import { validatePayload } from '../../validation/validate';
import type { ApiResult, ApiRoute } from '../context';

export const shiftUpdateRoute: ApiRoute = {
  path: Paths.shifts.update,
  handle: async ({ body, session: request }, ctx): Promise<ApiResult> => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const input = await validatePayload(shiftUpdateSchema, body);
    if (!input.ok) return input.result;
    const state = ctx.store.data;
    const access = requireRight(state, signedIn.session, FormId.SITES, RightId.MANAGE);
    if (!access.ok) return access.result;
    const appId = access.app.app_id;
    const { sftd, site_shift } = input.value;
    const shift = findShift(state, appId, sftd);
    if (!shift || !isLive(shift)) return setupErrors.unknownShift;
    if (site_shift.std !== shift.std) return setupErrors.unknownSiteOfShift;
    if (shiftNameTaken(state, appId, shift.std, site_shift.nm, sftd)) return { status: Status.SHIFT_ALREADY_EXIST };

    ctx.store.update((draft) => {
      const stored = findShift(draft, appId, sftd);
      if (stored) Object.assign(stored, { name: site_shift.nm, start_time: site_shift.start_time, end_time: site_shift.end_time });
    });
    return { status: Status.OK };
  },
};
