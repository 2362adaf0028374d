/**
 * /api/usrs/10302 (roster) and /api/usrs/10305 (timesheet) the sites a user group {ugd} has
 * access to, of that kind: {id, std, name, isCreate, isView} by site name. GROUP_NOT_FOUND for a
 * group the app does not have.
 */
import { Paths, Status } from '../../contract';
import type { GroupSitesResponse } from '../../contract';
import { groupSitesOf } from '../../groups/groupSites';
import type { GroupSiteKind } from '../../groups/groupSites';
import { groupRefSchema } from '@times/shared-sdk/schemas';
import type { ApiRoute } from '../context';
import { groupRoute } from './groupRoute';

const groupSiteListRoute = (kind: GroupSiteKind, path: string): ApiRoute =>
  groupRoute({
    path,
    schema: groupRefSchema,
    handle: ({ group, ctx }): GroupSitesResponse => ({
      status: Status.OK,
      group_sites: groupSitesOf(ctx.store.data, group, kind),
    }),
  });

export const groupRosterSitesRoute = groupSiteListRoute('roster', Paths.users.groupRosterSites);
export const groupTimesheetSitesRoute = groupSiteListRoute('timesheet', Paths.users.groupTimesheetSites);
