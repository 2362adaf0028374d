/**
 * /api/clnt/64523 add a client {name, clnt_tpd, dt_started} to the selected app, active.
 * VALIDATION_ERROR for a type the app does not have, RECORD_EXIST when the app has a client of
 * that name (trimmed, any case). OK answers its public id (cntd).
 */
import { newPublicId } from '../../apps/apps';
import { clientNameTaken, findClientType } from '../../clients/clients';
import { ClientStatus, FormId, Paths, RightId, Status } from '../../contract';
import type { ApiResponse } from '../../contract';
import { requireRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { nextId } from '../../store/types';
import { clientAddSchema } from '@times/shared-sdk/schemas';
import { setupErrors } from '../../validation/setupErrors';
import { validatePayload } from '../../validation/validate';
import type { ApiResult, ApiRoute } from '../context';

export interface ClientAddedResponse extends ApiResponse {
  cntd: string;
}

export const clientAddRoute: ApiRoute = {
  path: Paths.clients.add,
  handle: async ({ body, session: request }, ctx): Promise<ClientAddedResponse | ApiResult> => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const input = await validatePayload(clientAddSchema, body);
    if (!input.ok) return input.result;
    const state = ctx.store.data;
    const access = requireRight(state, signedIn.session, FormId.CLIENTS, RightId.CLIENTS);
    if (!access.ok) return access.result;
    const appId = access.app.app_id;
    const { name, clnt_tpd, dt_started } = input.value;
    if (!findClientType(state, appId, clnt_tpd)) return setupErrors.unknownTypeOfClient;
    if (clientNameTaken(state, appId, name)) return { status: Status.RECORD_EXIST };

    const cntd = ctx.store.update((draft) => {
      const publicId = newPublicId(draft.clients.map((client) => client.cntd));
      draft.clients.push({
        id: nextId(draft.clients),
        cntd: publicId,
        app_id: appId,
        name,
        clnt_tpd,
        dt_started,
        clnt_status: ClientStatus.ACTIVE,
      });
      return publicId;
    });
    return { status: Status.OK, cntd };
  },
};
