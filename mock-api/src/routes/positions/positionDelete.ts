/**
 * /api/empl/85624 delete a position {rld} of the selected app. RECORD_IN_USE while a
 * shift_positions or employees record refers to it; VALIDATION_ERROR for an rld the app does
 * not have. Needs SITES right 1 (f_rd 1).
 */
import { FormId, Paths, RightId, Status } from '../../contract';
import { findPosition, positionInUse } from '../../positions/positions';
import { requireRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { positionIdSchema } from '@times/shared-sdk/schemas';
import { setupErrors } from '../../validation/setupErrors';
import { validatePayload } from '../../validation/validate';
import type { ApiResult, ApiRoute } from '../context';

export const positionDeleteRoute: ApiRoute = {
  path: Paths.positions.delete,
  handle: async ({ body, session: request }, ctx): Promise<ApiResult> => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const input = await validatePayload(positionIdSchema, body);
    if (!input.ok) return input.result;
    const state = ctx.store.data;
    const access = requireRight(state, signedIn.session, FormId.SITES, RightId.MANAGE);
    if (!access.ok) return access.result;
    const appId = access.app.app_id;
    const { rld } = input.value;
    if (!findPosition(state, appId, rld)) return setupErrors.unknownPosition;
    if (positionInUse(state, rld)) return { status: Status.RECORD_IN_USE };

    ctx.store.update((draft) => {
      draft.positions = draft.positions.filter((position) => !(position.app_id === appId && position.rld === rld));
    });
    return { status: Status.OK };
  },
};
