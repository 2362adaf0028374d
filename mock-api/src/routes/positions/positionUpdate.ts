/**
 * /api/empl/5463 change a position {rld, employee_roles} of the selected app. NAME_OR_ABBR_EXIST
 * when another position has the name or the abbreviation; VALIDATION_ERROR for an rld the app
 * does not have. Needs SITES right 1 (f_rd 1).
 */
import { FormId, Paths, RightId, Status } from '../../contract';
import { findPosition, positionFields, positionNameOrAbbrTaken } from '../../positions/positions';
import { requireRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { positionUpdatePayloadSchema } from '@times/shared-sdk/schemas';
import { setupErrors } from '../../validation/setupErrors';
import { validatePayload } from '../../validation/validate';
import type { ApiResult, ApiRoute } from '../context';

export const positionUpdateRoute: ApiRoute = {
  path: Paths.positions.update,
  handle: async ({ body, session: request }, ctx): Promise<ApiResult> => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const input = await validatePayload(positionUpdatePayloadSchema, body);
    if (!input.ok) return input.result;
    const state = ctx.store.data;
    const access = requireRight(state, signedIn.session, FormId.SITES, RightId.MANAGE);
    if (!access.ok) return access.result;
    const appId = access.app.app_id;
    const { rld } = input.value;
    if (!findPosition(state, appId, rld)) return setupErrors.unknownPosition;
    const fields = positionFields(input.value.employee_roles);
    if (positionNameOrAbbrTaken(state, appId, fields, rld)) return { status: Status.NAME_OR_ABBR_EXIST };

    ctx.store.update((draft) => {
      const position = findPosition(draft, appId, rld);
      if (position) Object.assign(position, fields);
    });
    return { status: Status.OK };
  },
};
