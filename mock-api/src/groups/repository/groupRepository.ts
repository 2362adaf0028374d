/**
 * The user groups domain's records (the app's groups with their rights, and their roster and
 * timesheet access to the app's sites), as the group routes reach them: never the store object
 * directly. Two implementations: the embedded one over the store's state (embeddedGroups.ts) and
 * PostgreSQL, whose reads are SQL on indexed rows (postgresGroups.ts). Writes are the same on
 * both: one store update each, deciding on the newest state inside it (groupWrites.ts).
 */
import type { GroupSite } from '../../contract';
import type { UserGroupRecord } from '../../store/types';
import type { GroupSiteKind, SiteFlags } from '../groupSites';
import type { RightChange } from '../permissions';

/** What an add decided (the add call's answer). */
export type GroupAdd = { status: 'added'; ugd: string } | { status: 'name-taken' };

export type GroupRename = 'renamed' | 'no-group' | 'name-taken';

/** `in-use`: a member of the app (whatever their status) belongs to the group. */
export type GroupRemove = 'removed' | 'no-group' | 'in-use';

export type GroupRightsSave = 'saved' | 'no-group';

/** `no-site`: the app has no site of that sd. */
export type GroupSiteGrant = 'granted' | 'no-group' | 'no-site';

/** `no-access`: the group has no access of that kind to the app's site. */
export type GroupSiteRevoke = 'revoked' | 'no-group' | 'no-site' | 'no-access';

export interface GroupRepository {
  /** The app's groups by name (then id). */
  list(appId: string): Promise<UserGroupRecord[]>;
  /** The group of the app with that public id (gdd, the calls' ugd). */
  find(appId: string, ugd: string): Promise<UserGroupRecord | undefined>;
  /** The group's access of one kind to the app's sites, by site name (then id): access to a site removed is left out. */
  sites(group: UserGroupRecord, kind: GroupSiteKind): Promise<GroupSite[]>;

  /** Adds a group without rights; its name must be free in the app (any case). */
  add(appId: string, name: string): Promise<GroupAdd>;
  rename(appId: string, ugd: string, name: string): Promise<GroupRename>;
  /** Removes a group no member belongs to, with its site access. */
  remove(appId: string, ugd: string): Promise<GroupRemove>;
  /** Grants or takes away the listed rights (permissions.ts applyRightChanges), the others kept. */
  saveRights(appId: string, ugd: string, changes: readonly RightChange[]): Promise<GroupRightsSave>;
  /** Gives the group access of a kind to a site of the app; for a site it has, its flags are replaced. */
  grantSite(appId: string, ugd: string, kind: GroupSiteKind, std: string, flags: SiteFlags): Promise<GroupSiteGrant>;
  /** Takes the group's access of a kind to a site away. */
  revokeSite(appId: string, ugd: string, kind: GroupSiteKind, std: string): Promise<GroupSiteRevoke>;
}
