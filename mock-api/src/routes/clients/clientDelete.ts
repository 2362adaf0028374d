/**
 * /api/clnt/75633 delete a client {clntd} of the selected app. RECORD_IN_USE while it has sites
 * (or rosters or timesheets refer to it); VALIDATION_ERROR for a clntd the app does not have.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

const answers = {
  removed: { status: Status.OK },
  'no-client': setupErrors.unknownClient,
  'in-use': { status: Status.RECORD_IN_USE },
} as const;

export const clientDeleteRoute = guardedRoute(Contract.clients.delete, {
  formId: FormId.CLIENTS,
  rightId: RightId.CLIENTS,
  // Decided inside the write, on the newest state: a site added for the client at once keeps it.
  handle: async ({ input: { clntd }, appId, ctx }) => answers[await ctx.repos.clients.remove(appId, clntd)],
});
