/**
 * /api/clnt/64543 update a client {clntd, name (2-45), clnt_tpd, dt_started} of the selected app.
 * VALIDATION_ERROR for a client or type the app does not have, RECORD_EXIST when another client
 * has the name.
 */
import { clientNameTaken, findClient, findClientType } from '../../clients/clients';
import { FormId, Paths, RightId, Status } from '../../contract';
import { requireRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { clientUpdateSchema } from '@times/shared-sdk/schemas';
import { setupErrors } from '../../validation/setupErrors';
import { validatePayload } from '../../validation/validate';
import type { ApiResult, ApiRoute } from '../context';

export const clientUpdateRoute: ApiRoute = {
  path: Paths.clients.update,
  handle: async ({ body, session: request }, ctx): Promise<ApiResult> => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const input = await validatePayload(clientUpdateSchema, body);
    if (!input.ok) return input.result;
    const state = ctx.store.data;
    const access = requireRight(state, signedIn.session, FormId.CLIENTS, RightId.CLIENTS);
    if (!access.ok) return access.result;
    const appId = access.app.app_id;
    const { clntd, name, clnt_tpd, dt_started } = input.value;
    if (!findClient(state, appId, clntd)) return setupErrors.unknownClient;
    if (!findClientType(state, appId, clnt_tpd)) return setupErrors.unknownTypeOfClient;
    if (clientNameTaken(state, appId, name, clntd)) return { status: Status.RECORD_EXIST };

    ctx.store.update((draft) => {
      const client = findClient(draft, appId, clntd);
      if (client) Object.assign(client, { name, clnt_tpd, dt_started });
    });
    return { status: Status.OK };
  },
};
