/**
 * /api/site/547802 rename a site group {sgd, gnm} of the selected app. GROUP_ALREADY_EXIST when
 * another group has the name; VALIDATION_ERROR for a group the app does not have.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { findSiteGroup, siteGroupNameTaken } from '../../sites/sites';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const siteGroupUpdateRoute = guardedRoute(Contract.sites.groupUpdate, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ input: { sgd, gnm }, appId, ctx }) => {
    const state = ctx.store.data;
    if (!findSiteGroup(state, appId, sgd)) return setupErrors.unknownGroup;
    if (siteGroupNameTaken(state, appId, gnm, sgd)) return { status: Status.GROUP_ALREADY_EXIST };

    await ctx.store.update((draft) => {
      const group = findSiteGroup(draft, appId, sgd);
      if (group) group.name = gnm;
    });
    return { status: Status.OK };
  },
});
