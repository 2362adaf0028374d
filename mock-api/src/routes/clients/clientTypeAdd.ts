/**
 * /api/clnt/88953 add a client type {name} to the selected app. RECORD_EXIST when the app has a
 * type of that name (trimmed, any case). OK answers its public id (tpd).
 */
import { newPublicId } from '../../apps/apps';
import { clientTypeNameTaken } from '../../clients/clients';
import { FormId, Paths, RightId, Status } from '../../contract';
import type { ApiResponse } from '../../contract';
import { nextId } from '../../store/types';
import { clientTypeSchema } from '@times/shared-sdk/schemas';
import type { ApiResult } from '../context';
import { guardedRoute } from '../guardedRoute';

export interface ClientTypeAddedResponse extends ApiResponse {
  tpd: string;
}

export const clientTypeAddRoute = guardedRoute({
  path: Paths.clients.typeAdd,
  schema: clientTypeSchema,
  formId: FormId.CLIENTS,
  rightId: RightId.CLIENTS,
  handle: ({ input: { name }, appId, ctx }): ClientTypeAddedResponse | ApiResult => {
    if (clientTypeNameTaken(ctx.store.data, appId, name)) return { status: Status.RECORD_EXIST };

    const tpd = ctx.store.update((draft) => {
      const publicId = newPublicId(draft.client_types.map((type) => type.tpd));
      draft.client_types.push({ id: nextId(draft.client_types), tpd: publicId, app_id: appId, name });
      return publicId;
    });
    return { status: Status.OK, tpd };
  },
});
