/**
 * /api/attd/20103 attendance sites (issue 20, ours): the sites of the app whose timesheet the user
 * may see (their timesheet site access with isView or isCreate; rights/siteAccess.ts), by name, each
 * with isCreate (may run its kiosk and approve its days) and its shifts, deleted ones included
 * (their timesheets stay), newest first. Open to every member of the app: without such a site the
 * list is empty.
 */
import { Contract, Status } from '../../contract';
import { byName } from '../../apps/apps';
import { canView } from '../../groups/groupSites';
import { requireAppMember } from '../../rights';
import { siteAccessFlags } from '../../rights/siteAccess';
import { rosterSetupRoute } from '../rosterSetup/rosterSetupRoute';

export const attendanceSitesRoute = rosterSetupRoute(Contract.attendance.sites, {
  access: (state, session) => requireAppMember(state, session),
  handle: async ({ access, appId, rightsState, ctx }) => {
    const sites = await ctx.repos.sites.lookup(appId, 'all');
    const shown = [];
    for (const site of [...sites].sort(byName)) {
      const flags = siteAccessFlags(rightsState, access, 'timesheet', site.sd);
      if (!canView(flags)) continue;
      const shifts = (await ctx.repos.shifts.ofSite(appId, site.sd)) ?? [];
      shown.push({
        sd: site.sd,
        name: site.name,
        isCreate: flags.isCreate,
        shifts: shifts.map(({ record }) => ({ sftd: record.sftd, name: record.name, deleted: record.deleted })),
      });
    }
    return { status: Status.OK, sites: shown };
  },
});
