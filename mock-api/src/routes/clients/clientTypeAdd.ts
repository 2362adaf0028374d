/**
 * /api/clnt/88953 add a client type {name} to the selected app. RECORD_EXIST when the app has a
 * type of that name (trimmed, any case). OK answers its public id (tpd).
 */
import { newPublicId } from '../../apps/apps';
import { clientTypeNameTaken } from '../../clients/clients';
import { FormId, Contract, RightId, Status } from '../../contract';
import { nextId } from '../../store/types';
import { guardedRoute } from '../guardedRoute';

export const clientTypeAddRoute = guardedRoute(Contract.clients.typeAdd, {
  formId: FormId.CLIENTS,
  rightId: RightId.CLIENTS,
  handle: async ({ input: { name }, appId, ctx }) => {
    if (clientTypeNameTaken(ctx.store.data, appId, name)) return { status: Status.RECORD_EXIST };

    const tpd = await ctx.store.update((draft) => {
      const publicId = newPublicId(draft.client_types.map((type) => type.tpd));
      draft.client_types.push({ id: nextId(draft.client_types), tpd: publicId, app_id: appId, name });
      return publicId;
    });
    return { status: Status.OK, tpd };
  },
});
