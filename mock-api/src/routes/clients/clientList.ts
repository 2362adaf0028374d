/**
 * /api/clnt/34543 clients of the selected app {flt: 0 all, 1 active, 2 deactivated}, by name,
 * with their type, status and live totals (sites, roster and timesheet hours). Needs the
 * CLIENTS right.
 */
import { byName } from '../../apps/apps';
import { isActive, toClientRow } from '../../clients/clients';
import { ClientFilter, FormId, Paths, RightId, Status } from '../../contract';
import type { ClientsResponse } from '../../contract';
import { requireRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { clientListSchema } from '@times/shared-sdk/schemas';
import { validatePayload } from '../../validation/validate';
import type { ApiResult, ApiRoute } from '../context';

export const clientListRoute: ApiRoute = {
  path: Paths.clients.list,
  handle: async ({ body, session: request }, ctx): Promise<ClientsResponse | ApiResult> => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const input = await validatePayload(clientListSchema, body);
    if (!input.ok) return input.result;
    const state = ctx.store.data;
    const access = requireRight(state, signedIn.session, FormId.CLIENTS, RightId.CLIENTS);
    if (!access.ok) return access.result;
    const { flt } = input.value;
    const clients = state.clients
      .filter((client) => client.app_id === access.app.app_id)
      .filter((client) => flt === ClientFilter.ALL || isActive(client) === (flt === ClientFilter.ACTIVE))
      .sort(byName);
    return { status: Status.OK, clients: clients.map((client) => toClientRow(state, client)) };
  },
};
