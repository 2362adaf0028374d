/**
 * /api/site/765489 one site {std} of the selected app (site_details): its list row plus the
 * form's fields (sgd, clnt, ops as opsd, loc_autocomplete). Needs the SITES right.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { toSiteDetails } from '../../sites/sites';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const siteDetailsRoute = guardedRoute(Contract.sites.details, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ input: { std }, appId, ctx }) => {
    const shown = await ctx.repos.sites.shown(appId, std);
    if (!shown) return setupErrors.unknownSite;
    return { status: Status.OK, site_details: toSiteDetails(shown) };
  },
});
