/**
 * /api/clnt/76233408 rename a client type {tpd, name} of the selected app. RECORD_EXIST when
 * another type has the name; VALIDATION_ERROR for a tpd the app does not have.
 */
import { clientTypeNameTaken, findClientType } from '../../clients/clients';
import { FormId, Contract, RightId, Status } from '../../contract';
import { baseOf } from '../../store/mutation';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const clientTypeUpdateRoute = guardedRoute(Contract.clients.typeUpdate, {
  formId: FormId.CLIENTS,
  rightId: RightId.CLIENTS,
  handle: async ({ input: { tpd, name }, appId, ctx }) => {
    if (!findClientType(ctx.store.data, appId, tpd)) return setupErrors.unknownClientType;

    return await ctx.store.update((draft) => {
      // Checked inside the write, on the newest state: two updates at once (on any API process) take a name once.
      if (clientTypeNameTaken(baseOf(draft), appId, name, tpd)) return { status: Status.RECORD_EXIST } as const;
      const type = findClientType(draft, appId, tpd);
      if (type) type.name = name;
      return { status: Status.OK } as const;
    });
  },
});
