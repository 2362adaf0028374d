/**
 * /api/site/6453 the sites of the selected app {id, sd, name}, by name. Open to the SITES right,
 * any ROSTER right, and operations managers (their sites only).
 */
import { byName } from '../../apps/apps';
import { FormId, Contract, RightId, Status } from '../../contract';
import { inScope } from '../../rights';
import { sitesOf, toSiteLookup } from '../../sites/sites';
import { lookupRoute } from '../lookupRoute';

const contract = Contract.sites.lookup;

export const siteLookupRoute = lookupRoute(
  contract,
  [{ formId: FormId.SITES, rightId: RightId.MANAGE }],
  ({ access, state }) => {
    const sites = sitesOf(state, access.app.app_id).filter((site) => inScope(access.sites, site.sd));
    return { status: Status.OK, sites: sites.sort(byName).map(toSiteLookup) };
  },
);
