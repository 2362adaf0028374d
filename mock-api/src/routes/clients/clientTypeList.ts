/** /api/clnt/76343 client types of the selected app (types), by name. Needs the CLIENTS right. */
import { byName } from '../../apps/apps';
import { toClientType } from '../../clients/clients';
import { FormId, Paths, RightId, Status } from '../../contract';
import type { ClientTypesResponse } from '../../contract';
import { requireRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import type { ApiResult, ApiRoute } from '../context';

export const clientTypeListRoute: ApiRoute = {
  path: Paths.clients.typeList,
  handle: ({ session: request }, ctx): ClientTypesResponse | ApiResult => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const state = ctx.store.data;
    const access = requireRight(state, signedIn.session, FormId.CLIENTS, RightId.CLIENTS);
    if (!access.ok) return access.result;
    const types = state.client_types.filter((type) => type.app_id === access.app.app_id).sort(byName);
    return { status: Status.OK, types: types.map(toClientType) };
  },
};
