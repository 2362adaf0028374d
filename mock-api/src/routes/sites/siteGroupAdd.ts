/**
 * /api/site/435326 add a site group {gnm} to the selected app. GROUP_ALREADY_EXIST when the app
 * has a group of that name (trimmed, any case). OK answers its public id (gd).
 */
import { newPublicId } from '../../apps/apps';
import { FormId, Contract, RightId, Status } from '../../contract';
import { siteGroupNameTaken } from '../../sites/sites';
import { nextId } from '../../store/types';
import { guardedRoute } from '../guardedRoute';

export const siteGroupAddRoute = guardedRoute(Contract.sites.groupAdd, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ input: { gnm }, appId, ctx }) => {
    if (siteGroupNameTaken(ctx.store.data, appId, gnm)) return { status: Status.GROUP_ALREADY_EXIST };

    const gd = await ctx.store.update((draft) => {
      const publicId = newPublicId(draft.site_groups.map((group) => group.gd));
      draft.site_groups.push({ id: nextId(draft.site_groups), gd: publicId, app_id: appId, name: gnm });
      return publicId;
    });
    return { status: Status.OK, gd };
  },
});
