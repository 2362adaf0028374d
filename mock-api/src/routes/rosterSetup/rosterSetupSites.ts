/**
 * /api/rstgen/54263 the roster site selector {clntd}: the sites of that client of the selected app
 * {id, std, name, isCreate, isView} by name, with the user's roster access to each (see
 * roster-setup/access.ts). Admins and any ROSTER right: every site; operations managers: their own;
 * group members: the sites their group may view or create the rosters of.
 */
import { Contract, Status } from '../../contract';
import { rosterReadAccess, rosterSiteFlags, rosterSiteVisible } from '../../roster-setup/access';
import { rosterSetupRoute } from './rosterSetupRoute';

export const rosterSetupSitesRoute = rosterSetupRoute(Contract.rosterSetup.sitesOfClient, {
  access: (state, session) => rosterReadAccess(state, session),
  handle: async ({ input: { clntd }, access, appId, ctx, rightsState }) => {
    const { rights } = access;
    const sites = (await ctx.repos.sites.lookup(appId, rights.isOpsManager ? rights.opsSiteIds : 'all'))
      .filter((site) => site.clnt === clntd)
      // A group member's roster access is part of the rights, read on the state the access was decided on.
      .filter((site) => rosterSiteVisible(rightsState, access, site.sd));
    return {
      status: Status.OK,
      roster_sites: sites.map((site) => ({
        id: site.id,
        std: site.sd,
        name: site.name,
        ...rosterSiteFlags(rightsState, access, site.sd),
      })),
    };
  },
});
