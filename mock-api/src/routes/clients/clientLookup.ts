/**
 * /api/clnt/324678 the active clients of the selected app {id, cntd, name}, by name: the
 * client choice of the site form and of the roster screens. Open to the CLIENTS and SITES
 * rights, any ROSTER right, and operations managers (the clients of their sites only).
 */
import { toClientLookup } from '../../clients/clients';
import { FormId, Contract, RightId, Status } from '../../contract';
import { lookupRoute } from '../lookupRoute';

const contract = Contract.clients.lookup;

const GRANTS = [
  { formId: FormId.CLIENTS, rightId: RightId.CLIENTS },
  { formId: FormId.SITES, rightId: RightId.MANAGE },
];

export const clientLookupRoute = lookupRoute(contract, GRANTS, async ({ access, ctx }) => {
  const clients = await ctx.repos.clients.lookup(access.app.app_id, access.sites);
  return { status: Status.OK, clients: clients.map(toClientLookup) };
});
