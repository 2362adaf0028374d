/**
 * /api/clnt/64522 delete a client type {tpd} of the selected app. RECORD_IN_USE while a client
 * has it; VALIDATION_ERROR for a tpd the app does not have.
 */
import { clientTypeInUse, findClientType } from '../../clients/clients';
import { FormId, Contract, RightId, Status } from '../../contract';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const clientTypeDeleteRoute = guardedRoute(Contract.clients.typeDelete, {
  formId: FormId.CLIENTS,
  rightId: RightId.CLIENTS,
  handle: async ({ input: { tpd }, appId, ctx }) => {
    const state = ctx.store.data;
    if (!findClientType(state, appId, tpd)) return setupErrors.unknownClientType;
    if (clientTypeInUse(state, appId, tpd)) return { status: Status.RECORD_IN_USE };

    await ctx.store.update((draft) => {
      draft.client_types = draft.client_types.filter((type) => !(type.app_id === appId && type.tpd === tpd));
    });
    return { status: Status.OK };
  },
});
