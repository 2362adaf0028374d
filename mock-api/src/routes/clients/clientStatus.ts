/**
 * /api/clnt/34563 set a client's status {clntd, clnt_status: 5 active, 10 deactivated} in the
 * selected app. VALIDATION_ERROR for a clntd the app does not have.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const clientStatusRoute = guardedRoute(Contract.clients.status, {
  formId: FormId.CLIENTS,
  rightId: RightId.CLIENTS,
  handle: async ({ input: { clntd, clnt_status }, appId, ctx }) =>
    (await ctx.repos.clients.setStatus(appId, clntd, clnt_status)) ? { status: Status.OK } : setupErrors.unknownClient,
});
