/**
 * /api/clnt/78535 one client {clntd} of the selected app: its list row plus its type (clnt_tpd).
 * VALIDATION_ERROR for a clntd the app does not have. Needs the CLIENTS right.
 */
import { toClientRow } from '../../clients/clients';
import { FormId, Contract, RightId, Status } from '../../contract';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const clientDetailsRoute = guardedRoute(Contract.clients.details, {
  formId: FormId.CLIENTS,
  rightId: RightId.CLIENTS,
  handle: async ({ input: { clntd }, appId, ctx }) => {
    const shown = await ctx.repos.clients.shown(appId, clntd);
    if (!shown) return setupErrors.unknownClient;
    const { record, typeName, totals } = shown;
    return {
      status: Status.OK,
      client_details: { ...toClientRow(record, typeName, totals), clnt_tpd: record.clnt_tpd },
    };
  },
});
