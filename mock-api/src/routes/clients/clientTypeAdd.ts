/**
 * /api/clnt/88953 add a client type {name} to the selected app. RECORD_EXIST when the app has a
 * type of that name (trimmed, any case). OK answers its public id (tpd).
 */
import { newPublicId } from '../../apps/apps';
import { clientTypeNameTaken } from '../../clients/clients';
import { FormId, Paths, RightId, Status } from '../../contract';
import type { ApiResponse } from '../../contract';
import { requireRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { nextId } from '../../store/types';
import { clientTypeSchema } from '@times/shared-sdk/schemas';
import { validatePayload } from '../../validation/validate';
import type { ApiResult, ApiRoute } from '../context';

export interface ClientTypeAddedResponse extends ApiResponse {
  tpd: string;
}

export const clientTypeAddRoute: ApiRoute = {
  path: Paths.clients.typeAdd,
  handle: async ({ body, session: request }, ctx): Promise<ClientTypeAddedResponse | ApiResult> => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const input = await validatePayload(clientTypeSchema, body);
    if (!input.ok) return input.result;
    const state = ctx.store.data;
    const access = requireRight(state, signedIn.session, FormId.CLIENTS, RightId.CLIENTS);
    if (!access.ok) return access.result;
    const appId = access.app.app_id;
    const { name } = input.value;
    if (clientTypeNameTaken(state, appId, name)) return { status: Status.RECORD_EXIST };

    const tpd = ctx.store.update((draft) => {
      const publicId = newPublicId(draft.client_types.map((type) => type.tpd));
      draft.client_types.push({ id: nextId(draft.client_types), tpd: publicId, app_id: appId, name });
      return publicId;
    });
    return { status: Status.OK, tpd };
  },
};
