/**
 * /api/clnt/34543 clients of the selected app {flt: 0 all, 1 active, 2 deactivated}, by name,
 * with their type, status and live totals (sites, roster and timesheet hours). Needs the
 * CLIENTS right.
 */
import { toClientRow } from '../../clients/clients';
import { FormId, Contract, RightId, Status } from '../../contract';
import { guardedRoute } from '../guardedRoute';

export const clientListRoute = guardedRoute(Contract.clients.list, {
  formId: FormId.CLIENTS,
  rightId: RightId.CLIENTS,
  handle: async ({ input: { flt }, appId, ctx }) => {
    const clients = await ctx.repos.clients.list(appId, flt);
    return {
      status: Status.OK,
      clients: clients.map(({ record, typeName, totals }) => toClientRow(record, typeName, totals)),
    };
  },
});
