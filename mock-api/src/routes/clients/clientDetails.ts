/**
 * /api/clnt/78535 one client {clntd} of the selected app: its list row plus its type (clnt_tpd).
 * VALIDATION_ERROR for a clntd the app does not have. Needs the CLIENTS right.
 */
import { findClient, toClientRow } from '../../clients/clients';
import { FormId, Paths, RightId, Status } from '../../contract';
import type { ClientDetailsResponse } from '../../contract';
import { requireRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { clientIdSchema } from '@times/shared-sdk/schemas';
import { setupErrors } from '../../validation/setupErrors';
import { validatePayload } from '../../validation/validate';
import type { ApiResult, ApiRoute } from '../context';

export const clientDetailsRoute: ApiRoute = {
  path: Paths.clients.details,
  handle: async ({ body, session: request }, ctx): Promise<ClientDetailsResponse | ApiResult> => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const input = await validatePayload(clientIdSchema, body);
    if (!input.ok) return input.result;
    const state = ctx.store.data;
    const access = requireRight(state, signedIn.session, FormId.CLIENTS, RightId.CLIENTS);
    if (!access.ok) return access.result;
    const client = findClient(state, access.app.app_id, input.value.clntd);
    if (!client) return setupErrors.unknownClient;
    return { status: Status.OK, client_details: { ...toClientRow(state, client), clnt_tpd: client.clnt_tpd } };
  },
};
