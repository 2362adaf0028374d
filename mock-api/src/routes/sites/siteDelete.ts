/**
 * /api/site/34532 delete a site {std} of the selected app. RECORD_IN_USE while it has shifts that
 * are not deleted or employees, or rosters or timesheets refer to it; VALIDATION_ERROR for a site
 * the app does not have. OK removes it with its deleted shifts, and from every ops_site_ids.
 */
import { FormId, Paths, RightId, Status } from '../../contract';
import { requireRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { assignOpsManager, findSite, siteInUse } from '../../sites/sites';
import { siteIdSchema } from '@times/shared-sdk/schemas';
import { setupErrors } from '../../validation/setupErrors';
import { validatePayload } from '../../validation/validate';
import type { ApiResult, ApiRoute } from '../context';

export const siteDeleteRoute: ApiRoute = {
  path: Paths.sites.delete,
  handle: async ({ body, session: request }, ctx): Promise<ApiResult> => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const input = await validatePayload(siteIdSchema, body);
    if (!input.ok) return input.result;
    const state = ctx.store.data;
    const access = requireRight(state, signedIn.session, FormId.SITES, RightId.MANAGE);
    if (!access.ok) return access.result;
    const appId = access.app.app_id;
    const site = findSite(state, appId, input.value.std);
    if (!site) return setupErrors.unknownSite;
    if (siteInUse(state, site)) return { status: Status.RECORD_IN_USE };

    ctx.store.update((draft) => {
      draft.sites = draft.sites.filter((candidate) => !(candidate.app_id === appId && candidate.sd === site.sd));
      draft.shifts = draft.shifts.filter((shift) => !(shift.app_id === appId && shift.std === site.sd));
      assignOpsManager(draft, appId, site.sd, null);
    });
    return { status: Status.OK };
  },
};
