/**
 * /api/site/4645654 add a site to the selected app: name, client (cntd), group (gd), operations
 * manager (opsd, '' for none), the two apply flags and the place chosen on the map.
 *  - VALIDATION_ERROR for a client, group or operations manager the app does not have.
 *  - SITE_ALREADY_EXIST when the app has a site of that name (trimmed, any case).
 *  - SITE_MAX_LICENSED_EXCEEDED when the app already has as many sites as its licence allows.
 * The operations manager gets the site in their ops_site_ids. OK answers its public id (sd).
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { parsePlace, siteFieldsOf } from '../../sites/sites';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

const refusals = {
  'no-client': setupErrors.unknownClientOfSite,
  'no-group': setupErrors.unknownGroup,
  'no-manager': setupErrors.unknownOpsManager,
  'name-taken': { status: Status.SITE_ALREADY_EXIST },
  'licence-full': { status: Status.SITE_MAX_LICENSED_EXCEEDED },
} as const;

export const siteAddRoute = guardedRoute(Contract.sites.add, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ input, access, ctx }) => {
    const place = parsePlace(input.loc_autocomplete);
    // Decided inside the write, on the newest state: two adds at once (on any API process) store one,
    // and never past the licence.
    const added = await ctx.repos.sites.add(access.app, siteFieldsOf(input), place, ctx.now());
    return added.status === 'added' ? { status: Status.OK, sd: added.sd } : refusals[added.status];
  },
});
