/**
 * /api/clnt/76233408 rename a client type {tpd, name} of the selected app. RECORD_EXIST when
 * another type has the name; VALIDATION_ERROR for a tpd the app does not have.
 */
import { clientTypeNameTaken, findClientType } from '../../clients/clients';
import { FormId, Contract, RightId, Status } from '../../contract';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const clientTypeUpdateRoute = guardedRoute(Contract.clients.typeUpdate, {
  formId: FormId.CLIENTS,
  rightId: RightId.CLIENTS,
  handle: async ({ input: { tpd, name }, appId, ctx }) => {
    const state = ctx.store.data;
    if (!findClientType(state, appId, tpd)) return setupErrors.unknownClientType;
    if (clientTypeNameTaken(state, appId, name, tpd)) return { status: Status.RECORD_EXIST };

    await ctx.store.update((draft) => {
      const type = findClientType(draft, appId, tpd);
      if (type) type.name = name;
    });
    return { status: Status.OK };
  },
});
