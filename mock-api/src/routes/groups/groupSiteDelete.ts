/**
 * /api/usrs/10304 (roster) and /api/usrs/10307 (timesheet) take a user group's access to a site
 * away {ugd, std}. GROUP_NOT_FOUND for a group the app does not have, VALIDATION_ERROR ('Select
 * site') for a site the app does not have, NOT_FOUND when the group has no access of that kind
 * to the site.
 */
import { Contract, Status } from '../../contract';
import type { GroupSiteKind } from '../../groups/groupSites';
import { setupErrors } from '../../validation/setupErrors';
import type { ApiRoute } from '../context';
import { GROUP_NOT_FOUND, groupRoute } from './groupRoute';

const answers = {
  revoked: { status: Status.OK },
  'no-group': GROUP_NOT_FOUND,
  'no-site': setupErrors.unknownSite,
  'no-access': { status: Status.NOT_FOUND },
} as const;

/** The roster and the timesheet calls share their request, response and statuses; only the path differs. */
type KindCall = Omit<typeof Contract.users.groupRosterSiteDelete, 'path'> & { path: string };

const groupSiteDeleteRoute = (kind: GroupSiteKind, contract: KindCall): ApiRoute =>
  // Decided inside the write, on the newest state.
  groupRoute(
    contract,
    async ({ input: { std }, group, appId, ctx }) =>
      answers[await ctx.repos.groups.revokeSite(appId, group.gdd, kind, std)],
  );

export const groupRosterSiteDeleteRoute = groupSiteDeleteRoute('roster', Contract.users.groupRosterSiteDelete);
export const groupTimesheetSiteDeleteRoute = groupSiteDeleteRoute('timesheet', Contract.users.groupTimesheetSiteDelete);
