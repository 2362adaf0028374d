/**
 * /api/clnt/64525 the roster client selector: the active clients of the selected app {id, cntd,
 * name} by name. Admins and any ROSTER right: all; operations managers: the clients of their sites.
 */
import { toClientLookup } from '../../clients/clients';
import { Contract, Status } from '../../contract';
import { rosterReadAccess } from '../../roster-setup/access';
import { rosterSetupRoute } from './rosterSetupRoute';

export const rosterClientsRoute = rosterSetupRoute(Contract.rosterSetup.clients, {
  access: (state, session) => rosterReadAccess(state, session),
  handle: async ({ access, appId, ctx }) => {
    const { isOpsManager, opsSiteIds } = access.rights;
    const clients = await ctx.repos.clients.lookup(appId, isOpsManager ? opsSiteIds : 'all');
    return { status: Status.OK, clients: clients.map(toClientLookup) };
  },
});
