/**
 * /api/clnt/76233408 rename a client type {tpd, name} of the selected app. RECORD_EXIST when
 * another type has the name; VALIDATION_ERROR for a tpd the app does not have.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

const answers = {
  renamed: { status: Status.OK },
  'no-type': setupErrors.unknownClientType,
  'name-taken': { status: Status.RECORD_EXIST },
} as const;

export const clientTypeUpdateRoute = guardedRoute(Contract.clients.typeUpdate, {
  formId: FormId.CLIENTS,
  rightId: RightId.CLIENTS,
  // Decided inside the write, on the newest state: two updates at once (on any API process) take a name once.
  handle: async ({ input: { tpd, name }, appId, ctx }) => answers[await ctx.repos.clients.renameType(appId, tpd, name)],
});
