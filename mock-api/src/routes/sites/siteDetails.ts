/**
 * /api/site/765489 one site {std} of the selected app (site_details): its list row plus the
 * form's fields (sgd, clnt, ops as opsd, loc_autocomplete). Needs the SITES right.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { findSite, toSiteDetails } from '../../sites/sites';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const siteDetailsRoute = guardedRoute(Contract.sites.details, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: ({ input: { std }, appId, ctx }) => {
    const state = ctx.store.data;
    const site = findSite(state, appId, std);
    if (!site) return setupErrors.unknownSite;
    return { status: Status.OK, site_details: toSiteDetails(state, site) };
  },
});
