/** /api/clnt/76343 client types of the selected app (types), by name. Needs the CLIENTS right. */
import { byName } from '../../apps/apps';
import { toClientType } from '../../clients/clients';
import { FormId, Contract, RightId, Status } from '../../contract';
import { guardedRoute } from '../guardedRoute';

export const clientTypeListRoute = guardedRoute(Contract.clients.typeList, {
  formId: FormId.CLIENTS,
  rightId: RightId.CLIENTS,
  handle: ({ appId, ctx }) => {
    const types = ctx.store.data.client_types.filter((type) => type.app_id === appId).sort(byName);
    return { status: Status.OK, types: types.map(toClientType) };
  },
});
