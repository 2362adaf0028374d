/**
 * /api/clnt/64525 the roster client selector: the active clients of the selected app {id, cntd,
 * name} by name. Admins and any ROSTER right: all; operations managers: the clients of their sites.
 */
import { byName } from '../../apps/apps';
import { isActive, toClientLookup } from '../../clients/clients';
import { Contract, Status } from '../../contract';
import { rosterReadAccess } from '../../roster-setup/access';
import { rosterSetupRoute } from './rosterSetupRoute';

export const rosterClientsRoute = rosterSetupRoute(Contract.rosterSetup.clients, {
  access: (state, session) => rosterReadAccess(state, session),
  handle: ({ access, appId, ctx }) => {
    const state = ctx.store.data;
    const { isOpsManager, opsSiteIds } = access.rights;
    const reachable = new Set(
      state.sites.filter((site) => site.app_id === appId && opsSiteIds.includes(site.sd)).map((site) => site.clnt),
    );
    const clients = state.clients
      .filter((client) => client.app_id === appId && isActive(client))
      .filter((client) => !isOpsManager || reachable.has(client.cntd))
      .sort(byName);
    return { status: Status.OK, clients: clients.map(toClientLookup) };
  },
});
