/**
 * /api/site/34532 delete a site {std} of the selected app. RECORD_IN_USE while it has shifts that
 * are not deleted or employees, or rosters or timesheets refer to it; VALIDATION_ERROR for a site
 * the app does not have. OK removes it with its deleted shifts, and from every ops_site_ids.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { assignOpsManager, findSite, siteInUse } from '../../sites/sites';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const siteDeleteRoute = guardedRoute(Contract.sites.delete, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ input: { std }, appId, ctx }) => {
    const state = ctx.store.data;
    const site = findSite(state, appId, std);
    if (!site) return setupErrors.unknownSite;
    if (siteInUse(state, site)) return { status: Status.RECORD_IN_USE };

    await ctx.store.update((draft) => {
      draft.sites = draft.sites.filter((candidate) => !(candidate.app_id === appId && candidate.sd === site.sd));
      draft.shifts = draft.shifts.filter((shift) => !(shift.app_id === appId && shift.std === site.sd));
      // The groups' roster and timesheet access to the site goes with it.
      draft.group_sites = draft.group_sites.filter((access) => !(access.app_id === appId && access.std === site.sd));
      assignOpsManager(draft, appId, site.sd, null);
    });
    return { status: Status.OK };
  },
});
