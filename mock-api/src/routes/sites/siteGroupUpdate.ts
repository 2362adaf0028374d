/**
 * /api/site/547802 rename a site group {sgd, gnm} of the selected app. GROUP_ALREADY_EXIST when
 * another group has the name; VALIDATION_ERROR for a group the app does not have.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { findSiteGroup, siteGroupNameTaken } from '../../sites/sites';
import { baseOf } from '../../store/mutation';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const siteGroupUpdateRoute = guardedRoute(Contract.sites.groupUpdate, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ input: { sgd, gnm }, appId, ctx }) => {
    if (!findSiteGroup(ctx.store.data, appId, sgd)) return setupErrors.unknownGroup;

    return await ctx.store.update((draft) => {
      // Checked inside the write, on the newest state: two updates at once (on any API process) take a name once.
      if (siteGroupNameTaken(baseOf(draft), appId, gnm, sgd)) return { status: Status.GROUP_ALREADY_EXIST } as const;
      const group = findSiteGroup(draft, appId, sgd);
      if (group) group.name = gnm;
      return { status: Status.OK } as const;
    });
  },
});
