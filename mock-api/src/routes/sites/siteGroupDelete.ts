/**
 * /api/site/546452 delete a site group {sgd} of the selected app. RECORD_IN_USE while a site has
 * it; VALIDATION_ERROR for a group the app does not have.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { findSiteGroup, siteGroupInUse } from '../../sites/sites';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const siteGroupDeleteRoute = guardedRoute(Contract.sites.groupDelete, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ input: { sgd }, appId, ctx }) => {
    const state = ctx.store.data;
    if (!findSiteGroup(state, appId, sgd)) return setupErrors.unknownGroup;
    if (siteGroupInUse(state, appId, sgd)) return { status: Status.RECORD_IN_USE };

    await ctx.store.update((draft) => {
      draft.site_groups = draft.site_groups.filter((group) => !(group.app_id === appId && group.gd === sgd));
    });
    return { status: Status.OK };
  },
});
