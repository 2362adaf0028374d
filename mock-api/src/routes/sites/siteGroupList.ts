/** /api/site/34344 site groups of the selected app (site_groups), by name: list and lookup. Needs the SITES right. */
import { FormId, Contract, RightId, Status } from '../../contract';
import { toSiteGroup } from '../../sites/sites';
import { guardedRoute } from '../guardedRoute';

export const siteGroupListRoute = guardedRoute(Contract.sites.groupList, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ appId, ctx }) => ({
    status: Status.OK,
    site_groups: (await ctx.repos.sites.groups(appId)).map(toSiteGroup),
  }),
});
