/**
 * /api/empl/23895 one position {rld} of the selected app, as a one-element employees_roles.
 * VALIDATION_ERROR for an rld the app does not have. Needs SITES right 1 (f_rd 1).
 */
import { FormId, Paths, RightId, Status } from '../../contract';
import type { PositionsResponse } from '../../contract';
import { findPosition, toPosition } from '../../positions/positions';
import { requireRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { positionIdSchema } from '@times/shared-sdk/schemas';
import { setupErrors } from '../../validation/setupErrors';
import { validatePayload } from '../../validation/validate';
import type { ApiResult, ApiRoute } from '../context';

export const positionDetailsRoute: ApiRoute = {
  path: Paths.positions.details,
  handle: async ({ body, session: request }, ctx): Promise<PositionsResponse | ApiResult> => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const input = await validatePayload(positionIdSchema, body);
    if (!input.ok) return input.result;
    const state = ctx.store.data;
    const access = requireRight(state, signedIn.session, FormId.SITES, RightId.MANAGE);
    if (!access.ok) return access.result;
    const position = findPosition(state, access.app.app_id, input.value.rld);
    if (!position) return setupErrors.unknownPosition;
    return { status: Status.OK, employees_roles: [toPosition(position)] };
  },
};
