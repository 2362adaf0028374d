/**
 * /api/site/34532 delete a site {std} of the selected app. RECORD_IN_USE while it has shifts that
 * are not deleted or employees, or rosters or timesheets refer to it; VALIDATION_ERROR for a site
 * the app does not have. OK removes it with its deleted shifts, and from every ops_site_ids.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

const answers = {
  removed: { status: Status.OK },
  'no-site': setupErrors.unknownSite,
  'in-use': { status: Status.RECORD_IN_USE },
} as const;

export const siteDeleteRoute = guardedRoute(Contract.sites.delete, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  // Decided inside the write, on the newest state: a shift or employee added for the site at once keeps it.
  handle: async ({ input: { std }, appId, ctx }) => answers[await ctx.repos.sites.remove(appId, std)],
});
