/**
 * /api/clnt/75633 delete a client {clntd} of the selected app. RECORD_IN_USE while it has sites
 * (or rosters or timesheets refer to it); VALIDATION_ERROR for a clntd the app does not have.
 */
import { clientInUse, findClient } from '../../clients/clients';
import { FormId, Contract, RightId, Status } from '../../contract';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const clientDeleteRoute = guardedRoute(Contract.clients.delete, {
  formId: FormId.CLIENTS,
  rightId: RightId.CLIENTS,
  handle: async ({ input: { clntd }, appId, ctx }) => {
    const state = ctx.store.data;
    const client = findClient(state, appId, clntd);
    if (!client) return setupErrors.unknownClient;
    if (clientInUse(state, client)) return { status: Status.RECORD_IN_USE };

    await ctx.store.update((draft) => {
      draft.clients = draft.clients.filter(
        (candidate) => !(candidate.app_id === appId && candidate.cntd === client.cntd),
      );
    });
    return { status: Status.OK };
  },
});
