/**
 * /api/site/765489 one site {std} of the selected app (site_details): its list row plus the
 * form's fields (sgd, clnt, ops as opsd, loc_autocomplete). Needs the SITES right.
 */
import { FormId, Paths, RightId, Status } from '../../contract';
import type { SiteDetailsResponse } from '../../contract';
import { findSite, toSiteDetails } from '../../sites/sites';
import { siteIdSchema } from '@times/shared-sdk/schemas';
import { setupErrors } from '../../validation/setupErrors';
import type { ApiResult } from '../context';
import { guardedRoute } from '../guardedRoute';

export const siteDetailsRoute = guardedRoute({
  path: Paths.sites.details,
  schema: siteIdSchema,
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: ({ input: { std }, appId, ctx }): SiteDetailsResponse | ApiResult => {
    const state = ctx.store.data;
    const site = findSite(state, appId, std);
    if (!site) return setupErrors.unknownSite;
    return { status: Status.OK, site_details: toSiteDetails(state, site) };
  },
});
