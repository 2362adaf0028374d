/**
 * /api/clnt/76233408 rename a client type {tpd, name} of the selected app. RECORD_EXIST when
 * another type has the name; VALIDATION_ERROR for a tpd the app does not have.
 */
import { clientTypeNameTaken, findClientType } from '../../clients/clients';
import { FormId, Paths, RightId, Status } from '../../contract';
import { requireRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { clientTypeUpdateSchema } from '@times/shared-sdk/schemas';
import { setupErrors } from '../../validation/setupErrors';
import { validatePayload } from '../../validation/validate';
import type { ApiResult, ApiRoute } from '../context';

export const clientTypeUpdateRoute: ApiRoute = {
  path: Paths.clients.typeUpdate,
  handle: async ({ body, session: request }, ctx): Promise<ApiResult> => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const input = await validatePayload(clientTypeUpdateSchema, body);
    if (!input.ok) return input.result;
    const state = ctx.store.data;
    const access = requireRight(state, signedIn.session, FormId.CLIENTS, RightId.CLIENTS);
    if (!access.ok) return access.result;
    const appId = access.app.app_id;
    const { tpd, name } = input.value;
    if (!findClientType(state, appId, tpd)) return setupErrors.unknownClientType;
    if (clientTypeNameTaken(state, appId, name, tpd)) return { status: Status.RECORD_EXIST };

    ctx.store.update((draft) => {
      const type = findClientType(draft, appId, tpd);
      if (type) type.name = name;
    });
    return { status: Status.OK };
  },
};
