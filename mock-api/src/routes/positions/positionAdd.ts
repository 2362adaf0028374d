/**
 * /api/empl/7653 add a position {employee_roles} to the selected app. NAME_OR_ABBR_EXIST when
 * a position of the app has the name or the abbreviation (trimmed, any case). OK answers its
 * public id (rld). Needs SITES right 1 (f_rd 1).
 */
import { newPublicId } from '../../apps/apps';
import { FormId, Paths, RightId, Status } from '../../contract';
import type { ApiResponse } from '../../contract';
import { positionFields, positionNameOrAbbrTaken } from '../../positions/positions';
import { requireRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { nextId } from '../../store/types';
import { positionAddPayloadSchema } from '@times/shared-sdk/schemas';
import { validatePayload } from '../../validation/validate';
import type { ApiResult, ApiRoute } from '../context';

export interface PositionAddedResponse extends ApiResponse {
  rld: string;
}

export const positionAddRoute: ApiRoute = {
  path: Paths.positions.add,
  handle: async ({ body, session: request }, ctx): Promise<PositionAddedResponse | ApiResult> => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const input = await validatePayload(positionAddPayloadSchema, body);
    if (!input.ok) return input.result;
    const state = ctx.store.data;
    const access = requireRight(state, signedIn.session, FormId.SITES, RightId.MANAGE);
    if (!access.ok) return access.result;
    const appId = access.app.app_id;
    const fields = positionFields(input.value.employee_roles);
    if (positionNameOrAbbrTaken(state, appId, fields)) return { status: Status.NAME_OR_ABBR_EXIST };

    const rld = ctx.store.update((draft) => {
      const publicId = newPublicId(draft.positions.map((position) => position.rld));
      draft.positions.push({ id: nextId(draft.positions), rld: publicId, app_id: appId, ...fields });
      return publicId;
    });
    return { status: Status.OK, rld };
  },
};
