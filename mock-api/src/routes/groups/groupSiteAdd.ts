/**
 * /api/usrs/10303 (roster) and /api/usrs/10306 (timesheet) give a user group access to a site
 * {ugd, std, isCreate, isView}; for a site the group already has, its flags are replaced.
 * isCreate 1 is stored with isView 1. The group's members have the new access from their next
 * call. GROUP_NOT_FOUND for a group the app does not have, VALIDATION_ERROR ('Select site') for
 * a site it does not have.
 */
import { Contract, Status } from '../../contract';
import { storedFlags } from '../../groups/groupSites';
import type { GroupSiteKind } from '../../groups/groupSites';
import { setupErrors } from '../../validation/setupErrors';
import type { ApiRoute } from '../context';
import { GROUP_NOT_FOUND, groupRoute } from './groupRoute';

const answers = {
  granted: { status: Status.OK },
  'no-group': GROUP_NOT_FOUND,
  'no-site': setupErrors.unknownSite,
} as const;

/** The roster and the timesheet calls share their request, response and statuses; only the path differs. */
type KindCall = Omit<typeof Contract.users.groupRosterSiteAdd, 'path'> & { path: string };

const groupSiteAddRoute = (kind: GroupSiteKind, contract: KindCall): ApiRoute =>
  groupRoute(contract, async ({ input: { std, isCreate, isView }, group, appId, ctx }) => {
    const flags = storedFlags({ isCreate: isCreate === 1 ? 1 : 0, isView: isView === 1 ? 1 : 0 });
    // Decided inside the write, on the newest state: a site removed meanwhile is given no access.
    return answers[await ctx.repos.groups.grantSite(appId, group.gdd, kind, std, flags)];
  });

export const groupRosterSiteAddRoute = groupSiteAddRoute('roster', Contract.users.groupRosterSiteAdd);
export const groupTimesheetSiteAddRoute = groupSiteAddRoute('timesheet', Contract.users.groupTimesheetSiteAdd);
