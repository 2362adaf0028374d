/**
 * /api/usrs/10302 (roster) and /api/usrs/10305 (timesheet) the sites a user group {ugd} has
 * access to, of that kind: {id, std, name, isCreate, isView} by site name. GROUP_NOT_FOUND for a
 * group the app does not have.
 */
import { Contract, Status } from '../../contract';
import type { GroupSiteKind } from '../../groups/groupSites';
import type { ApiRoute } from '../context';
import { groupRoute } from './groupRoute';

/** The roster and the timesheet calls share their request, response and statuses; only the path differs. */
type KindCall = Omit<typeof Contract.users.groupRosterSites, 'path'> & { path: string };

const groupSiteListRoute = (kind: GroupSiteKind, contract: KindCall): ApiRoute =>
  groupRoute(contract, async ({ group, ctx }) => ({
    status: Status.OK,
    group_sites: await ctx.repos.groups.sites(group, kind),
  }));

export const groupRosterSitesRoute = groupSiteListRoute('roster', Contract.users.groupRosterSites);
export const groupTimesheetSitesRoute = groupSiteListRoute('timesheet', Contract.users.groupTimesheetSites);
