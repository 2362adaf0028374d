/**
 * /api/site/4645654 add a site to the selected app: name, client (cntd), group (gd), operations
 * manager (opsd, '' for none), the two apply flags and the place chosen on the map.
 *  - VALIDATION_ERROR for a client, group or operations manager the app does not have.
 *  - SITE_ALREADY_EXIST when the app has a site of that name (trimmed, any case).
 *  - SITE_MAX_LICENSED_EXCEEDED when the app already has as many sites as its licence allows.
 * The operations manager gets the site in their ops_site_ids. OK answers its public id (sd).
 */
import { newPublicId } from '../../apps/apps';
import { findClient } from '../../clients/clients';
import { FormId, Contract, RightId, Status } from '../../contract';
import {
  assignOpsManager,
  findOpsManager,
  findSiteGroup,
  parsePlace,
  siteLicenceFull,
  siteNameTaken,
} from '../../sites/sites';
import { baseOf } from '../../store/mutation';
import { nextId } from '../../store/types';
import { setupErrors } from '../../validation/setupErrors';
import { isoAt } from '../context';
import { guardedRoute } from '../guardedRoute';

export const siteAddRoute = guardedRoute(Contract.sites.add, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ input, access, appId, ctx }) => {
    const state = ctx.store.data;
    const { nm, clnt, sgd, ops, gen_emply, usr_emply, loc_autocomplete } = input;
    if (!findClient(state, appId, clnt)) return setupErrors.unknownClientOfSite;
    if (!findSiteGroup(state, appId, sgd)) return setupErrors.unknownGroup;
    const manager = findOpsManager(state, appId, ops);
    if (ops && !manager) return setupErrors.unknownOpsManager;
    const place = parsePlace(loc_autocomplete);
    const sd = await ctx.store.update((draft) => {
      // Checked inside the write, on the newest state: two adds at once (on any API process) store one.
      const newest = baseOf(draft);
      if (siteNameTaken(newest, appId, nm)) return { status: Status.SITE_ALREADY_EXIST } as const;
      if (siteLicenceFull(newest, access.app)) return { status: Status.SITE_MAX_LICENSED_EXCEEDED } as const;
      const publicId = newPublicId(draft.sites.map((site) => site.sd));
      draft.sites.push({
        id: nextId(draft.sites),
        sd: publicId,
        app_id: appId,
        name: nm,
        clnt,
        sgd,
        ops: manager?.id ?? null,
        gen_emply: gen_emply === 1 ? 1 : 0,
        usr_emply: usr_emply === 1 ? 1 : 0,
        place,
        lat: place.lat,
        lng: place.lng,
        created_at: isoAt(ctx.now()),
      });
      assignOpsManager(draft, appId, publicId, manager?.id ?? null);
      return publicId;
    });
    return typeof sd === 'string' ? { status: Status.OK, sd } : sd;
  },
});
