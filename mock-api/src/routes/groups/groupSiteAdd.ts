/**
 * /api/usrs/10303 (roster) and /api/usrs/10306 (timesheet) give a user group access to a site
 * {ugd, std, isCreate, isView}; for a site the group already has, its flags are replaced.
 * isCreate 1 is stored with isView 1. The group's members have the new access from their next
 * call. GROUP_NOT_FOUND for a group the app does not have, VALIDATION_ERROR ('Select site') for
 * a site it does not have.
 */
import { Contract, Status } from '../../contract';
import { findGroupSite, storedFlags } from '../../groups/groupSites';
import type { GroupSiteKind } from '../../groups/groupSites';
import { findSite } from '../../sites/sites';
import { nextId } from '../../store/types';
import { setupErrors } from '../../validation/setupErrors';
import type { ApiRoute } from '../context';
import { groupRoute } from './groupRoute';

/** The roster and the timesheet calls share their request, response and statuses; only the path differs. */
type KindCall = Omit<typeof Contract.users.groupRosterSiteAdd, 'path'> & { path: string };

const groupSiteAddRoute = (kind: GroupSiteKind, contract: KindCall): ApiRoute =>
  groupRoute(contract, async ({ input: { std, isCreate, isView }, group, appId, ctx }) => {
    if (!findSite(ctx.store.data, appId, std)) return setupErrors.unknownSite;
    const flags = storedFlags({ isCreate: isCreate === 1 ? 1 : 0, isView: isView === 1 ? 1 : 0 });

    await ctx.store.update((draft) => {
      const record = findGroupSite(draft, appId, group.id, kind, std);
      if (record) Object.assign(record, flags);
      else
        draft.group_sites.push({
          id: nextId(draft.group_sites),
          app_id: appId,
          group_id: group.id,
          std,
          kind,
          ...flags,
        });
    });
    return { status: Status.OK };
  });

export const groupRosterSiteAddRoute = groupSiteAddRoute('roster', Contract.users.groupRosterSiteAdd);
export const groupTimesheetSiteAddRoute = groupSiteAddRoute('timesheet', Contract.users.groupTimesheetSiteAdd);
