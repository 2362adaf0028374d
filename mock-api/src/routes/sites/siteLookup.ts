/**
 * /api/site/6453 the sites of the selected app {id, sd, name}, by name. Open to the SITES right,
 * any ROSTER right, and operations managers (their sites only).
 */
import { byName } from '../../apps/apps';
import { FormId, Contract, RightId, Status } from '../../contract';
import { inScope, requireLookupRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { sitesOf, toSiteLookup } from '../../sites/sites';
import { contractRoute } from '../contractRoute';

const contract = Contract.sites.lookup;

export const siteLookupRoute = contractRoute(contract, ({ session: request }, ctx) => {
  const signedIn = requireUser(ctx, request);
  if (!signedIn) return { status: Status.INVALID };
  const state = ctx.store.data;
  const access = requireLookupRight(state, signedIn.session, [{ formId: FormId.SITES, rightId: RightId.MANAGE }]);
  if (!access.ok) return access.result;
  const sites = sitesOf(state, access.app.app_id).filter((site) => inScope(access.sites, site.sd));
  return { status: Status.OK, sites: sites.sort(byName).map(toSiteLookup) };
});
