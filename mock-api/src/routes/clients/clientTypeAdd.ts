/**
 * /api/clnt/88953 add a client type {name} to the selected app. RECORD_EXIST when the app has a
 * type of that name (trimmed, any case). OK answers its public id (tpd).
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { guardedRoute } from '../guardedRoute';

export const clientTypeAddRoute = guardedRoute(Contract.clients.typeAdd, {
  formId: FormId.CLIENTS,
  rightId: RightId.CLIENTS,
  handle: async ({ input: { name }, appId, ctx }) => {
    // Decided inside the write, on the newest state: two adds at once (on any API process) store one.
    const added = await ctx.repos.clients.addType(appId, name);
    return added.status === 'added' ? { status: Status.OK, tpd: added.tpd } : { status: Status.RECORD_EXIST };
  },
});
