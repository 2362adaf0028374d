/**
 * /api/site/765489 one site {std} of the selected app (site_details): its list row plus the
 * form's fields (sgd, clnt, ops as opsd, loc_autocomplete). Needs the SITES right.
 */
import { FormId, Paths, RightId, Status } from '../../contract';
import type { SiteDetailsResponse } from '../../contract';
import { requireRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { findSite, toSiteDetails } from '../../sites/sites';
import { siteIdSchema } from '@times/shared-sdk/schemas';
import { setupErrors } from '../../validation/setupErrors';
import { validatePayload } from '../../validation/validate';
import type { ApiResult, ApiRoute } from '../context';

export const siteDetailsRoute: ApiRoute = {
  path: Paths.sites.details,
  handle: async ({ body, session: request }, ctx): Promise<SiteDetailsResponse | ApiResult> => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const input = await validatePayload(siteIdSchema, body);
    if (!input.ok) return input.result;
    const state = ctx.store.data;
    const access = requireRight(state, signedIn.session, FormId.SITES, RightId.MANAGE);
    if (!access.ok) return access.result;
    const site = findSite(state, access.app.app_id, input.value.std);
    if (!site) return setupErrors.unknownSite;
    return { status: Status.OK, site_details: toSiteDetails(state, site) };
  },
};
