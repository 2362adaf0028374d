/** /api/clnt/76343 client types of the selected app (types), by name. Needs the CLIENTS right. */
import { object } from 'yup';
import { byName } from '../../apps/apps';
import { toClientType } from '../../clients/clients';
import { FormId, Paths, RightId, Status } from '../../contract';
import type { ClientTypesResponse } from '../../contract';
import { guardedRoute } from '../guardedRoute';

export const clientTypeListRoute = guardedRoute({
  path: Paths.clients.typeList,
  schema: object({}),
  formId: FormId.CLIENTS,
  rightId: RightId.CLIENTS,
  handle: ({ appId, ctx }): ClientTypesResponse => {
    const types = ctx.store.data.client_types.filter((type) => type.app_id === appId).sort(byName);
    return { status: Status.OK, types: types.map(toClientType) };
  },
});
