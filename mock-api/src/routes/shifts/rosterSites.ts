/**
 * /api/rstgen/45635 the sites of the selected app that can be rostered (at least one shift that
 * is not deleted), {id, std, name} by name; with clntd, those of that client only. Open to the
 * SITES right, any ROSTER right, and operations managers (their sites only); a group member sees
 * only the sites their group may view or create the rosters of (roster-setup/access.ts).
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { rosterSiteVisible } from '../../roster-setup/access';
import { toRosterSite } from '../../shifts/shifts';
import { lookupRoute } from '../lookupRoute';

const contract = Contract.shifts.rosterSites;

export const rosterSitesRoute = lookupRoute(
  contract,
  [{ formId: FormId.SITES, rightId: RightId.MANAGE }],
  async ({ input, access, state, ctx }) => {
    const sites = await ctx.repos.shifts.rosterSites(access.app.app_id, access.sites, input.clntd || null);
    // A group member's roster access is part of the rights, read on the state the access was decided on.
    const visible = sites.filter((site) => rosterSiteVisible(state, access, site.sd));
    return { status: Status.OK, roster_sites: visible.map(toRosterSite) };
  },
);
