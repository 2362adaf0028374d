/**
 * /api/site/4525 update a site {std, ...the add fields} of the selected app, with the add's rules
 * (SITE_ALREADY_EXIST when another site has the name). The place changes only with
 * location_changed 1. A new operations manager takes the site over in ops_site_ids.
 */
import { findClient } from '../../clients/clients';
import { FormId, Contract, RightId, Status } from '../../contract';
import {
  assignOpsManager,
  findOpsManager,
  findSite,
  findSiteGroup,
  parsePlace,
  siteNameTaken,
} from '../../sites/sites';
import { baseOf } from '../../store/mutation';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const siteUpdateRoute = guardedRoute(Contract.sites.update, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ input, appId, ctx }) => {
    const state = ctx.store.data;
    const { std, nm, clnt, sgd, ops, gen_emply, usr_emply, loc_autocomplete, location_changed } = input;
    if (!findSite(state, appId, std)) return setupErrors.unknownSite;
    if (!findClient(state, appId, clnt)) return setupErrors.unknownClientOfSite;
    if (!findSiteGroup(state, appId, sgd)) return setupErrors.unknownGroup;
    const manager = findOpsManager(state, appId, ops);
    if (ops && !manager) return setupErrors.unknownOpsManager;

    return await ctx.store.update((draft) => {
      // Checked inside the write, on the newest state: two updates at once (on any API process) take a name once.
      if (siteNameTaken(baseOf(draft), appId, nm, std)) return { status: Status.SITE_ALREADY_EXIST } as const;
      const site = findSite(draft, appId, std);
      if (!site) return { status: Status.OK } as const;
      Object.assign(site, {
        name: nm,
        clnt,
        sgd,
        ops: manager?.id ?? null,
        gen_emply: gen_emply === 1 ? 1 : 0,
        usr_emply: usr_emply === 1 ? 1 : 0,
      });
      if (location_changed === 1) {
        const place = parsePlace(loc_autocomplete);
        Object.assign(site, { place, lat: place.lat, lng: place.lng });
      }
      assignOpsManager(draft, appId, std, site.ops);
      return { status: Status.OK } as const;
    });
  },
});
