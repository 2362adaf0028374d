/**
 * /api/rstgen/765346 delete a shift {sftd} of the selected app: it is marked deleted (deleted 1,
 * deleted_at) and kept, so rosters keep their history and its name is free again at the site.
 * VALIDATION_ERROR for an unknown or already deleted shift. Needs the SITES right.
 */
import { FormId, Paths, RightId, Status } from '../../contract';
import { requireRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { findShift, isLive } from '../../shifts/shifts';
import { shiftIdSchema } from '@times/shared-sdk/schemas';
import { setupErrors } from '../../validation/setupErrors';
import { validatePayload } from '../../validation/validate';
import type { ApiResult, ApiRoute } from '../context';
import { isoAt } from '../context';

export const shiftDeleteRoute: ApiRoute = {
  path: Paths.shifts.delete,
  handle: async ({ body, session: request }, ctx): Promise<ApiResult> => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const input = await validatePayload(shiftIdSchema, body);
    if (!input.ok) return input.result;
    const state = ctx.store.data;
    const access = requireRight(state, signedIn.session, FormId.SITES, RightId.MANAGE);
    if (!access.ok) return access.result;
    const appId = access.app.app_id;
    const { sftd } = input.value;
    const shift = findShift(state, appId, sftd);
    if (!shift || !isLive(shift)) return setupErrors.unknownShift;

    ctx.store.update((draft) => {
      const stored = findShift(draft, appId, sftd);
      if (stored) Object.assign(stored, { deleted: 1, deleted_at: isoAt(ctx.now()) });
    });
    return { status: Status.OK };
  },
};
