/**
 * /api/clnt/64522 delete a client type {tpd} of the selected app. RECORD_IN_USE while a client
 * has it; VALIDATION_ERROR for a tpd the app does not have.
 */
import { clientTypeInUse, findClientType } from '../../clients/clients';
import { FormId, Paths, RightId, Status } from '../../contract';
import { requireRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { clientTypeIdSchema } from '@times/shared-sdk/schemas';
import { setupErrors } from '../../validation/setupErrors';
import { validatePayload } from '../../validation/validate';
import type { ApiResult, ApiRoute } from '../context';

export const clientTypeDeleteRoute: ApiRoute = {
  path: Paths.clients.typeDelete,
  handle: async ({ body, session: request }, ctx): Promise<ApiResult> => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const input = await validatePayload(clientTypeIdSchema, body);
    if (!input.ok) return input.result;
    const state = ctx.store.data;
    const access = requireRight(state, signedIn.session, FormId.CLIENTS, RightId.CLIENTS);
    if (!access.ok) return access.result;
    const appId = access.app.app_id;
    const { tpd } = input.value;
    if (!findClientType(state, appId, tpd)) return setupErrors.unknownClientType;
    if (clientTypeInUse(state, appId, tpd)) return { status: Status.RECORD_IN_USE };

    ctx.store.update((draft) => {
      draft.client_types = draft.client_types.filter((type) => !(type.app_id === appId && type.tpd === tpd));
    });
    return { status: Status.OK };
  },
};
