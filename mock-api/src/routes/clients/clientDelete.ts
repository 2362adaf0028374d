/**
 * /api/clnt/75633 delete a client {clntd} of the selected app. RECORD_IN_USE while it has sites
 * (or rosters or timesheets refer to it); VALIDATION_ERROR for a clntd the app does not have.
 */
import { clientInUse, findClient } from '../../clients/clients';
import { FormId, Paths, RightId, Status } from '../../contract';
import { requireRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { clientIdSchema } from '@times/shared-sdk/schemas';
import { setupErrors } from '../../validation/setupErrors';
import { validatePayload } from '../../validation/validate';
import type { ApiResult, ApiRoute } from '../context';

export const clientDeleteRoute: ApiRoute = {
  path: Paths.clients.delete,
  handle: async ({ body, session: request }, ctx): Promise<ApiResult> => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const input = await validatePayload(clientIdSchema, body);
    if (!input.ok) return input.result;
    const state = ctx.store.data;
    const access = requireRight(state, signedIn.session, FormId.CLIENTS, RightId.CLIENTS);
    if (!access.ok) return access.result;
    const appId = access.app.app_id;
    const client = findClient(state, appId, input.value.clntd);
    if (!client) return setupErrors.unknownClient;
    if (clientInUse(state, client)) return { status: Status.RECORD_IN_USE };

    ctx.store.update((draft) => {
      draft.clients = draft.clients.filter((candidate) => !(candidate.app_id === appId && candidate.cntd === client.cntd));
    });
    return { status: Status.OK };
  },
};
