/** /api/clnt/76343 client types of the selected app (types), by name. Needs the CLIENTS right. */
import { toClientType } from '../../clients/clients';
import { FormId, Contract, RightId, Status } from '../../contract';
import { guardedRoute } from '../guardedRoute';

export const clientTypeListRoute = guardedRoute(Contract.clients.typeList, {
  formId: FormId.CLIENTS,
  rightId: RightId.CLIENTS,
  handle: async ({ appId, ctx }) => ({
    status: Status.OK,
    types: (await ctx.repos.clients.types(appId)).map(toClientType),
  }),
});
