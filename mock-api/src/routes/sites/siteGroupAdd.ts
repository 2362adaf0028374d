/**
 * /api/site/435326 add a site group {gnm} to the selected app. GROUP_ALREADY_EXIST when the app
 * has a group of that name (trimmed, any case). OK answers its public id (gd).
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { guardedRoute } from '../guardedRoute';

export const siteGroupAddRoute = guardedRoute(Contract.sites.groupAdd, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ input: { gnm }, appId, ctx }) => {
    // Decided inside the write, on the newest state: two adds at once (on any API process) store one.
    const added = await ctx.repos.sites.addGroup(appId, gnm);
    return added.status === 'added' ? { status: Status.OK, gd: added.gd } : { status: Status.GROUP_ALREADY_EXIST };
  },
});
