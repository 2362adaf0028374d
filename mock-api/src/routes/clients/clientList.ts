/**
 * /api/clnt/34543 clients of the selected app {flt: 0 all, 1 active, 2 deactivated}, by name,
 * with their type, status and live totals (sites, roster and timesheet hours). Needs the
 * CLIENTS right.
 */
import { byName } from '../../apps/apps';
import { isActive, toClientRow } from '../../clients/clients';
import { ClientFilter, FormId, Contract, RightId, Status } from '../../contract';
import { guardedRoute } from '../guardedRoute';

export const clientListRoute = guardedRoute(Contract.clients.list, {
  formId: FormId.CLIENTS,
  rightId: RightId.CLIENTS,
  handle: ({ input: { flt }, appId, ctx }) => {
    const state = ctx.store.data;
    const clients = state.clients
      .filter((client) => client.app_id === appId)
      .filter((client) => flt === ClientFilter.ALL || isActive(client) === (flt === ClientFilter.ACTIVE))
      .sort(byName);
    return { status: Status.OK, clients: clients.map((client) => toClientRow(state, client)) };
  },
});
