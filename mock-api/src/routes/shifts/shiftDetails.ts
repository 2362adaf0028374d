/**
 * /api/rstgen/756763 one shift {sftd} of the selected app, deleted or not, as site_shifts [one].
 * VALIDATION_ERROR for a shift the app does not have. Needs the SITES right.
 */
import { FormId, Paths, RightId, Status } from '../../contract';
import type { ShiftsResponse } from '../../contract';
import { requireRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { findShift, toShift } from '../../shifts/shifts';
import { shiftIdSchema } from '@times/shared-sdk/schemas';
import { setupErrors } from '../../validation/setupErrors';
import { validatePayload } from '../../validation/validate';
import type { ApiResult, ApiRoute } from '../context';

export const shiftDetailsRoute: ApiRoute = {
  path: Paths.shifts.details,
  handle: async ({ body, session: request }, ctx): Promise<ShiftsResponse | ApiResult> => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const input = await validatePayload(shiftIdSchema, body);
    if (!input.ok) return input.result;
    const state = ctx.store.data;
    const access = requireRight(state, signedIn.session, FormId.SITES, RightId.MANAGE);
    if (!access.ok) return access.result;
    const shift = findShift(state, access.app.app_id, input.value.sftd);
    if (!shift) return setupErrors.unknownShift;
    return { status: Status.OK, site_shifts: [toShift(state, shift)] };
  },
};
