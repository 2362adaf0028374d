/**
 * /api/site/6453 the sites of the selected app {id, sd, name}, by name. Open to the SITES right,
 * any ROSTER right, and operations managers (their sites only).
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { toSiteLookup } from '../../sites/sites';
import { lookupRoute } from '../lookupRoute';

const contract = Contract.sites.lookup;

export const siteLookupRoute = lookupRoute(
  contract,
  [{ formId: FormId.SITES, rightId: RightId.MANAGE }],
  async ({ access, ctx }) => {
    const sites = await ctx.repos.sites.lookup(access.app.app_id, access.sites);
    return { status: Status.OK, sites: sites.map(toSiteLookup) };
  },
);
