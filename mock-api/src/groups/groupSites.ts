/**
 * Group site access (spec 001 section 7, Group Sites: the Roster and Timesheet sub-tabs): which
 * sites of the app a user group may create (isCreate) or only view (isView) rosters or
 * timesheets of. One record per group, site and kind; isCreate 1 implies isView 1. A group
 * member's roster site flags come from their group's roster records (0/0 without one).
 */
import { byName } from '../apps/apps';
import type { GroupSite } from '../contract';
import type { DbState, GroupSiteRecord, UserGroupRecord } from '../store/types';

export type GroupSiteKind = GroupSiteRecord['kind'];

export interface SiteFlags {
  isCreate: 0 | 1;
  isView: 0 | 1;
}

export const NO_SITE_ACCESS: SiteFlags = { isCreate: 0, isView: 0 };

export const findGroupSite = (
  state: Pick<DbState, 'group_sites'>,
  appId: string,
  groupId: number,
  kind: GroupSiteKind,
  std: string,
): GroupSiteRecord | undefined =>
  state.group_sites.find(
    (record) => record.app_id === appId && record.group_id === groupId && record.kind === kind && record.std === std,
  );

/** The flags as stored: isCreate 1 always comes with isView 1. */
export const storedFlags = ({ isCreate, isView }: SiteFlags): SiteFlags => ({
  isCreate,
  isView: isCreate === 1 ? 1 : isView,
});

/** What a group may do with the rosters or timesheets of a site (0/0 without a record). */
export function groupSiteFlags(
  state: Pick<DbState, 'group_sites'>,
  appId: string,
  groupId: number | null,
  kind: GroupSiteKind,
  std: string,
): SiteFlags {
  const record = groupId === null ? undefined : findGroupSite(state, appId, groupId, kind, std);
  return record ? { isCreate: record.isCreate, isView: record.isView } : NO_SITE_ACCESS;
}

/** Flags that let a user see a site at all: view only, or create. */
export const canView = (flags: SiteFlags): boolean => flags.isView === 1 || flags.isCreate === 1;

/** An access record as the Group Sites list shows it, with its site's name. */
export const toGroupSite = (record: GroupSiteRecord, name: string): GroupSite => ({
  id: record.id,
  std: record.std,
  name,
  isCreate: record.isCreate,
  isView: record.isView,
});

/** The group's records of one kind, as the Group Sites list shows them: by site name (records of deleted sites left out). */
export function groupSitesOf(state: DbState, group: UserGroupRecord, kind: GroupSiteKind): GroupSite[] {
  const rows: GroupSite[] = [];
  for (const record of state.group_sites) {
    if (record.app_id !== group.app_id || record.group_id !== group.id || record.kind !== kind) continue;
    const site = state.sites.find((candidate) => candidate.app_id === group.app_id && candidate.sd === record.std);
    if (site) rows.push(toGroupSite(record, site.name));
  }
  return rows.sort(byName);
}

/** Removes every access record of a group (when the group is deleted). */
export const withoutGroupSites = (records: readonly GroupSiteRecord[], group: UserGroupRecord): GroupSiteRecord[] =>
  records.filter((record) => !(record.app_id === group.app_id && record.group_id === group.id));
