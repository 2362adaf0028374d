/**
 * /api/clnt/34563 set a client's status {clntd, clnt_status: 5 active, 10 deactivated} in the
 * selected app. VALIDATION_ERROR for a clntd the app does not have.
 */
import { findClient } from '../../clients/clients';
import { FormId, Paths, RightId, Status } from '../../contract';
import { requireRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { clientStatusSchema } from '@times/shared-sdk/schemas';
import { setupErrors } from '../../validation/setupErrors';
import { validatePayload } from '../../validation/validate';
import type { ApiResult, ApiRoute } from '../context';

export const clientStatusRoute: ApiRoute = {
  path: Paths.clients.status,
  handle: async ({ body, session: request }, ctx): Promise<ApiResult> => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const input = await validatePayload(clientStatusSchema, body);
    if (!input.ok) return input.result;
    const state = ctx.store.data;
    const access = requireRight(state, signedIn.session, FormId.CLIENTS, RightId.CLIENTS);
    if (!access.ok) return access.result;
    const appId = access.app.app_id;
    const { clntd, clnt_status } = input.value;
    if (!findClient(state, appId, clntd)) return setupErrors.unknownClient;

    ctx.store.update((draft) => {
      const client = findClient(draft, appId, clntd);
      if (client) client.clnt_status = clnt_status;
    });
    return { status: Status.OK };
  },
};
