/**
 * /api/clnt/64523 add a client {name, clnt_tpd, dt_started, clnt_status} to the selected app, with
 * the status sent (5 active, 10 deactivated; active when left out).
 * VALIDATION_ERROR for a type the app does not have, RECORD_EXIST when the app has a client of
 * that name (trimmed, any case). OK answers its public id (cntd).
 */
import { newPublicId } from '../../apps/apps';
import { clientNameTaken, findClientType } from '../../clients/clients';
import { FormId, Contract, RightId, Status } from '../../contract';
import { baseOf } from '../../store/mutation';
import { nextId } from '../../store/types';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const clientAddRoute = guardedRoute(Contract.clients.add, {
  formId: FormId.CLIENTS,
  rightId: RightId.CLIENTS,
  handle: async ({ input: { name, clnt_tpd, dt_started, clnt_status }, appId, ctx }) => {
    const state = ctx.store.data;
    if (!findClientType(state, appId, clnt_tpd)) return setupErrors.unknownTypeOfClient;

    const cntd = await ctx.store.update((draft) => {
      // Checked inside the write, on the newest state: two adds at once (on any API process) store one.
      if (clientNameTaken(baseOf(draft), appId, name)) return null;
      const publicId = newPublicId(draft.clients.map((client) => client.cntd));
      draft.clients.push({
        id: nextId(draft.clients),
        cntd: publicId,
        app_id: appId,
        name,
        clnt_tpd,
        dt_started,
        clnt_status,
      });
      return publicId;
    });
    return cntd === null ? { status: Status.RECORD_EXIST } : { status: Status.OK, cntd };
  },
});
