/**
 * /api/site/4525 update a site {std, ...the add fields} of the selected app, with the add's rules
 * (SITE_ALREADY_EXIST when another site has the name). The place changes only with
 * location_changed 1. A new operations manager takes the site over in ops_site_ids.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { parsePlace, siteFieldsOf } from '../../sites/sites';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

const answers = {
  updated: { status: Status.OK },
  'no-site': setupErrors.unknownSite,
  'no-client': setupErrors.unknownClientOfSite,
  'no-group': setupErrors.unknownGroup,
  'no-manager': setupErrors.unknownOpsManager,
  'name-taken': { status: Status.SITE_ALREADY_EXIST },
} as const;

export const siteUpdateRoute = guardedRoute(Contract.sites.update, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ input, appId, ctx }) => {
    const place = input.location_changed === 1 ? parsePlace(input.loc_autocomplete) : null;
    // Decided inside the write, on the newest state: two updates at once (on any API process) take a name once.
    return answers[await ctx.repos.sites.update(appId, input.std, siteFieldsOf(input), place)];
  },
});
