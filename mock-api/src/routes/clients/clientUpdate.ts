/**
 * /api/clnt/64543 update a client {clntd, name (2-45), clnt_tpd, dt_started} of the selected app.
 * VALIDATION_ERROR for a client or type the app does not have, RECORD_EXIST when another client
 * has the name.
 */
import { clientNameTaken, findClient, findClientType } from '../../clients/clients';
import { FormId, Contract, RightId, Status } from '../../contract';
import { baseOf } from '../../store/mutation';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const clientUpdateRoute = guardedRoute(Contract.clients.update, {
  formId: FormId.CLIENTS,
  rightId: RightId.CLIENTS,
  handle: async ({ input: { clntd, name, clnt_tpd, dt_started }, appId, ctx }) => {
    const state = ctx.store.data;
    if (!findClient(state, appId, clntd)) return setupErrors.unknownClient;
    if (!findClientType(state, appId, clnt_tpd)) return setupErrors.unknownTypeOfClient;

    return await ctx.store.update((draft) => {
      // Checked inside the write, on the newest state: two updates at once (on any API process) take a name once.
      if (clientNameTaken(baseOf(draft), appId, name, clntd)) return { status: Status.RECORD_EXIST } as const;
      const client = findClient(draft, appId, clntd);
      if (client) Object.assign(client, { name, clnt_tpd, dt_started });
      return { status: Status.OK } as const;
    });
  },
});
