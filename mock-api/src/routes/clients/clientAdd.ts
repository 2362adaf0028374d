/**
 * /api/clnt/64523 add a client {name, clnt_tpd, dt_started, clnt_status} to the selected app, with
 * the status sent (5 active, 10 deactivated; active when left out).
 * VALIDATION_ERROR for a type the app does not have, RECORD_EXIST when the app has a client of
 * that name (trimmed, any case). OK answers its public id (cntd).
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const clientAddRoute = guardedRoute(Contract.clients.add, {
  formId: FormId.CLIENTS,
  rightId: RightId.CLIENTS,
  handle: async ({ input: { name, clnt_tpd, dt_started, clnt_status }, appId, ctx }) => {
    // Decided inside the write, on the newest state: two adds at once (on any API process) store one.
    const added = await ctx.repos.clients.add(appId, { name, clnt_tpd, dt_started }, clnt_status);
    if (added.status === 'no-type') return setupErrors.unknownTypeOfClient;
    if (added.status === 'name-taken') return { status: Status.RECORD_EXIST };
    return { status: Status.OK, cntd: added.cntd };
  },
});
