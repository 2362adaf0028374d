/**
 * /api/rstgen/54263 the roster site selector {clntd}: the sites of that client of the selected app
 * {id, std, name, isCreate, isView} by name, with the user's roster access to each (see
 * roster-setup/access.ts). Admins and any ROSTER right: every site; operations managers: their own;
 * group members: the sites their group may view or create the rosters of.
 */
import { byName } from '../../apps/apps';
import { Contract, Status } from '../../contract';
import { rosterReadAccess, rosterSiteFlags, rosterSiteVisible } from '../../roster-setup/access';
import { rosterSetupRoute } from './rosterSetupRoute';

export const rosterSetupSitesRoute = rosterSetupRoute(Contract.rosterSetup.sitesOfClient, {
  access: (state, session) => rosterReadAccess(state, session),
  handle: ({ input: { clntd }, access, appId, ctx }) => {
    const { rights } = access;
    const state = ctx.store.data;
    const sites = state.sites
      .filter((site) => site.app_id === appId && site.clnt === clntd)
      .filter((site) => !rights.isOpsManager || rights.opsSiteIds.includes(site.sd))
      .filter((site) => rosterSiteVisible(state, access, site.sd))
      .sort(byName);
    return {
      status: Status.OK,
      roster_sites: sites.map((site) => ({
        id: site.id,
        std: site.sd,
        name: site.name,
        ...rosterSiteFlags(state, access, site.sd),
      })),
    };
  },
});
