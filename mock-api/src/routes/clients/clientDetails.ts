/**
 * /api/clnt/78535 one client {clntd} of the selected app: its list row plus its type (clnt_tpd).
 * VALIDATION_ERROR for a clntd the app does not have. Needs the CLIENTS right.
 */
import { findClient, toClientRow } from '../../clients/clients';
import { FormId, Contract, RightId, Status } from '../../contract';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const clientDetailsRoute = guardedRoute(Contract.clients.details, {
  formId: FormId.CLIENTS,
  rightId: RightId.CLIENTS,
  handle: ({ input: { clntd }, appId, ctx }) => {
    const state = ctx.store.data;
    const client = findClient(state, appId, clntd);
    if (!client) return setupErrors.unknownClient;
    return { status: Status.OK, client_details: { ...toClientRow(state, client), clnt_tpd: client.clnt_tpd } };
  },
});
