/**
 * /api/usrs/10304 (roster) and /api/usrs/10307 (timesheet) take a user group's access to a site
 * away {ugd, std}. GROUP_NOT_FOUND for a group the app does not have, VALIDATION_ERROR ('Select
 * site') for a site the app does not have, NOT_FOUND when the group has no access of that kind
 * to the site.
 */
import { Contract, Status } from '../../contract';
import { findGroupSite } from '../../groups/groupSites';
import type { GroupSiteKind } from '../../groups/groupSites';
import { findSite } from '../../sites/sites';
import { setupErrors } from '../../validation/setupErrors';
import type { ApiRoute } from '../context';
import { groupRoute } from './groupRoute';

/** The roster and the timesheet calls share their request, response and statuses; only the path differs. */
type KindCall = Omit<typeof Contract.users.groupRosterSiteDelete, 'path'> & { path: string };

const groupSiteDeleteRoute = (kind: GroupSiteKind, contract: KindCall): ApiRoute =>
  groupRoute(contract, async ({ input: { std }, group, appId, ctx }) => {
    const state = ctx.store.data;
    const record = findGroupSite(state, appId, group.id, kind, std);
    if (!record) return findSite(state, appId, std) ? { status: Status.NOT_FOUND } : setupErrors.unknownSite;

    await ctx.store.update((draft) => {
      draft.group_sites = draft.group_sites.filter((candidate) => candidate.id !== record.id);
    });
    return { status: Status.OK };
  });

export const groupRosterSiteDeleteRoute = groupSiteDeleteRoute('roster', Contract.users.groupRosterSiteDelete);
export const groupTimesheetSiteDeleteRoute = groupSiteDeleteRoute('timesheet', Contract.users.groupTimesheetSiteDelete);
