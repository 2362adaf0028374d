/** /api/site/34344 site groups of the selected app (site_groups), by name: list and lookup. Needs the SITES right. */
import { byName } from '../../apps/apps';
import { FormId, Contract, RightId, Status } from '../../contract';
import { toSiteGroup } from '../../sites/sites';
import { guardedRoute } from '../guardedRoute';

export const siteGroupListRoute = guardedRoute(Contract.sites.groupList, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: ({ appId, ctx }) => {
    const groups = ctx.store.data.site_groups.filter((group) => group.app_id === appId).sort(byName);
    return { status: Status.OK, site_groups: groups.map(toSiteGroup) };
  },
});
