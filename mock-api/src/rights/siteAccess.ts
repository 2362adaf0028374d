/**
 * A user's access to the rosters or the timesheets of one site (Group Sites, the Roster and
 * Timesheet sub-tabs): admins create and view everywhere; operations managers on their own sites
 * only; a group member as their group's access record of that kind says (0/0 without one);
 * anyone else nothing.
 */
import { memberGroupId } from '../groups/groups';
import { groupSiteFlags, NO_SITE_ACCESS } from '../groups/groupSites';
import type { GroupSiteKind, SiteFlags } from '../groups/groupSites';
import type { AppAccess } from './rights';
import type { RightsState } from './rightsState';

/** A granted access: the app, the user and their rights. */
export type MemberAccess = Extract<AppAccess, { ok: true }>;

const ALL: SiteFlags = { isCreate: 1, isView: 1 };

export function siteAccessFlags(state: RightsState, access: MemberAccess, kind: GroupSiteKind, sd: string): SiteFlags {
  const { rights, app, userId } = access;
  if (rights.isAdmn) return ALL;
  if (rights.isOpsManager) return rights.opsSiteIds.includes(sd) ? ALL : NO_SITE_ACCESS;
  if (!rights.isGroupUser) return NO_SITE_ACCESS;
  return groupSiteFlags(state, app.app_id, memberGroupId(state, app.app_id, userId), kind, sd);
}
