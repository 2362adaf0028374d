/**
 * /api/rstgen/45635 the sites of the selected app that can be rostered (at least one shift that
 * is not deleted), {id, std, name} by name; with clntd, those of that client only. Open to the
 * SITES right, any ROSTER right, and operations managers (their sites only); a group member sees
 * only the sites their group may view or create the rosters of (roster-setup/access.ts).
 */
import { byName } from '../../apps/apps';
import { FormId, Contract, RightId, Status } from '../../contract';
import { inScope } from '../../rights';
import { rosterSiteVisible } from '../../roster-setup/access';
import { hasLiveShift, toRosterSite } from '../../shifts/shifts';
import { sitesOf } from '../../sites/sites';
import { lookupRoute } from '../lookupRoute';

const contract = Contract.shifts.rosterSites;

export const rosterSitesRoute = lookupRoute(
  contract,
  [{ formId: FormId.SITES, rightId: RightId.MANAGE }],
  ({ input, access, state }) => {
    const { clntd } = input;
    const sites = sitesOf(state, access.app.app_id)
      .filter((site) => inScope(access.sites, site.sd) && (!clntd || site.clnt === clntd) && hasLiveShift(state, site))
      .filter((site) => rosterSiteVisible(state, access, site.sd))
      .sort(byName);
    return { status: Status.OK, roster_sites: sites.map(toRosterSite) };
  },
);
