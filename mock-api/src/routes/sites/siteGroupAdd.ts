/**
 * /api/site/435326 add a site group {gnm} to the selected app. GROUP_ALREADY_EXIST when the app
 * has a group of that name (trimmed, any case). OK answers its public id (gd).
 */
import { newPublicId } from '../../apps/apps';
import { FormId, Contract, RightId, Status } from '../../contract';
import { siteGroupNameTaken } from '../../sites/sites';
import { baseOf } from '../../store/mutation';
import { nextId } from '../../store/types';
import { guardedRoute } from '../guardedRoute';

export const siteGroupAddRoute = guardedRoute(Contract.sites.groupAdd, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ input: { gnm }, appId, ctx }) => {
    const gd = await ctx.store.update((draft) => {
      // Checked inside the write, on the newest state: two adds at once (on any API process) store one.
      if (siteGroupNameTaken(baseOf(draft), appId, gnm)) return null;
      const publicId = newPublicId(draft.site_groups.map((group) => group.gd));
      draft.site_groups.push({ id: nextId(draft.site_groups), gd: publicId, app_id: appId, name: gnm });
      return publicId;
    });
    return gd === null ? { status: Status.GROUP_ALREADY_EXIST } : { status: Status.OK, gd };
  },
});
