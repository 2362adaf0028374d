/**
 * /api/clnt/88953 add a client type {name} to the selected app. RECORD_EXIST when the app has a
 * type of that name (trimmed, any case). OK answers its public id (tpd).
 */
import { newPublicId } from '../../apps/apps';
import { clientTypeNameTaken } from '../../clients/clients';
import { FormId, Contract, RightId, Status } from '../../contract';
import { baseOf } from '../../store/mutation';
import { nextId } from '../../store/types';
import { guardedRoute } from '../guardedRoute';

export const clientTypeAddRoute = guardedRoute(Contract.clients.typeAdd, {
  formId: FormId.CLIENTS,
  rightId: RightId.CLIENTS,
  handle: async ({ input: { name }, appId, ctx }) => {
    const tpd = await ctx.store.update((draft) => {
      // Checked inside the write, on the newest state: two adds at once (on any API process) store one.
      if (clientTypeNameTaken(baseOf(draft), appId, name)) return null;
      const publicId = newPublicId(draft.client_types.map((type) => type.tpd));
      draft.client_types.push({ id: nextId(draft.client_types), tpd: publicId, app_id: appId, name });
      return publicId;
    });
    return tpd === null ? { status: Status.RECORD_EXIST } : { status: Status.OK, tpd };
  },
});
