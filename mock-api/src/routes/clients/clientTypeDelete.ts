/**
 * /api/clnt/64522 delete a client type {tpd} of the selected app. RECORD_IN_USE while a client
 * has it; VALIDATION_ERROR for a tpd the app does not have.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

const answers = {
  removed: { status: Status.OK },
  'no-type': setupErrors.unknownClientType,
  'in-use': { status: Status.RECORD_IN_USE },
} as const;

export const clientTypeDeleteRoute = guardedRoute(Contract.clients.typeDelete, {
  formId: FormId.CLIENTS,
  rightId: RightId.CLIENTS,
  // Decided inside the write, on the newest state: a client given the type at once keeps it.
  handle: async ({ input: { tpd }, appId, ctx }) => answers[await ctx.repos.clients.removeType(appId, tpd)],
});
