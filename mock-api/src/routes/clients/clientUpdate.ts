/**
 * /api/clnt/64543 update a client {clntd, name (2-45), clnt_tpd, dt_started} of the selected app.
 * VALIDATION_ERROR for a client or type the app does not have, RECORD_EXIST when another client
 * has the name.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

const answers = {
  updated: { status: Status.OK },
  'no-client': setupErrors.unknownClient,
  'no-type': setupErrors.unknownTypeOfClient,
  'name-taken': { status: Status.RECORD_EXIST },
} as const;

export const clientUpdateRoute = guardedRoute(Contract.clients.update, {
  formId: FormId.CLIENTS,
  rightId: RightId.CLIENTS,
  // Decided inside the write, on the newest state: two updates at once (on any API process) take a name once.
  handle: async ({ input: { clntd, name, clnt_tpd, dt_started }, appId, ctx }) =>
    answers[await ctx.repos.clients.update(appId, clntd, { name, clnt_tpd, dt_started })],
});
