/** /api/site/34344 site groups of the selected app (site_groups), by name: list and lookup. Needs the SITES right. */
import { byName } from '../../apps/apps';
import { FormId, Paths, RightId, Status } from '../../contract';
import type { SiteGroupsResponse } from '../../contract';
import { requireRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { toSiteGroup } from '../../sites/sites';
import type { ApiResult, ApiRoute } from '../context';

export const siteGroupListRoute: ApiRoute = {
  path: Paths.sites.groupList,
  handle: ({ session: request }, ctx): SiteGroupsResponse | ApiResult => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const state = ctx.store.data;
    const access = requireRight(state, signedIn.session, FormId.SITES, RightId.MANAGE);
    if (!access.ok) return access.result;
    const groups = state.site_groups.filter((group) => group.app_id === access.app.app_id).sort(byName);
    return { status: Status.OK, site_groups: groups.map(toSiteGroup) };
  },
};
