/**
 * /api/clnt/324678 the active clients of the selected app {id, cntd, name}, by name: the
 * client choice of the site form and of the roster screens. Open to the CLIENTS and SITES
 * rights, any ROSTER right, and operations managers (the clients of their sites only).
 */
import { byName } from '../../apps/apps';
import { isActive, toClientLookup } from '../../clients/clients';
import { FormId, Contract, RightId, Status } from '../../contract';
import { inScope } from '../../rights';
import { lookupRoute } from '../lookupRoute';

const contract = Contract.clients.lookup;

const GRANTS = [
  { formId: FormId.CLIENTS, rightId: RightId.CLIENTS },
  { formId: FormId.SITES, rightId: RightId.MANAGE },
];

export const clientLookupRoute = lookupRoute(contract, GRANTS, ({ access, state }) => {
  const appId = access.app.app_id;
  const reachable = new Set(
    state.sites.filter((site) => site.app_id === appId && inScope(access.sites, site.sd)).map((site) => site.clnt),
  );
  const clients = state.clients
    .filter((client) => client.app_id === appId && isActive(client))
    .filter((client) => access.sites === 'all' || reachable.has(client.cntd))
    .sort(byName);
  return { status: Status.OK, clients: clients.map(toClientLookup) };
});
