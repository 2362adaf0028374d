/**
 * /api/attd/20103 kiosk sites (issue 20, ours): the sites of the app the user may run a kiosk at,
 * by name: every site for an admin, an operations manager's own, a group member's with their
 * group's timesheet isCreate (rights/siteAccess.ts). Open to every member of the app: without such
 * a site the list is empty.
 */
import { Contract, Status } from '../../contract';
import { requireAppMember } from '../../rights';
import { siteAccessFlags } from '../../rights/siteAccess';
import { byName } from '../../apps/apps';
import { rosterSetupRoute } from '../rosterSetup/rosterSetupRoute';

export const kioskSitesRoute = rosterSetupRoute(Contract.attendance.kioskSites, {
  access: (state, session) => requireAppMember(state, session),
  handle: async ({ access, appId, rightsState, ctx }) => {
    const sites = await ctx.repos.sites.lookup(appId, 'all');
    const allowed = sites.filter((site) => siteAccessFlags(rightsState, access, 'timesheet', site.sd).isCreate === 1);
    return { status: Status.OK, sites: [...allowed].sort(byName).map(({ sd, name }) => ({ sd, name })) };
  },
});
