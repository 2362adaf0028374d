/**
 * The user groups domain's writes, the same on both stores: one store update each (one
 * transaction on PostgreSQL), deciding on the newest state inside it, so two calls at once on any
 * API process cannot both pass a check that only one may (a name taken, a group removed or given
 * a member meanwhile, a site removed meanwhile).
 */
import { newPublicId } from '../../apps/apps';
import { findSite } from '../../sites/sites';
import type { DataStore } from '../../store/dataStore';
import { baseOf } from '../../store/mutation';
import { nextId } from '../../store/types';
import { findGroup, groupHasMembers, groupNameTaken } from '../groups';
import type { GroupSiteKind, SiteFlags } from '../groupSites';
import { findGroupSite, withoutGroupSites } from '../groupSites';
import type { RightChange } from '../permissions';
import { applyRightChanges } from '../permissions';
import type {
  GroupAdd,
  GroupRemove,
  GroupRename,
  GroupRepository,
  GroupRightsSave,
  GroupSiteGrant,
  GroupSiteRevoke,
} from './groupRepository';

type Writes = Pick<GroupRepository, 'add' | 'rename' | 'remove' | 'saveRights' | 'grantSite' | 'revokeSite'>;

export class GroupWrites implements Writes {
  constructor(protected readonly store: DataStore) {}

  add(appId: string, name: string): Promise<GroupAdd> {
    return this.store.update((draft): GroupAdd => {
      // On the newest state: two adds at once (on any API process) store one.
      const newest = baseOf(draft);
      if (groupNameTaken(newest, appId, name)) return { status: 'name-taken' };
      const ugd = newPublicId(newest.user_groups.map((group) => group.gdd));
      draft.user_groups.push({ id: nextId(draft.user_groups), gdd: ugd, app_id: appId, name, rights: [] });
      return { status: 'added', ugd };
    });
  }

  rename(appId: string, ugd: string, name: string): Promise<GroupRename> {
    return this.store.update((draft): GroupRename => {
      // On the newest state: two renames at once take a name once.
      const newest = baseOf(draft);
      if (!findGroup(newest, appId, ugd)) return 'no-group';
      if (groupNameTaken(newest, appId, name, ugd)) return 'name-taken';
      findGroup(draft, appId, ugd)!.name = name;
      return 'renamed';
    });
  }

  remove(appId: string, ugd: string): Promise<GroupRemove> {
    return this.store.update((draft): GroupRemove => {
      const newest = baseOf(draft);
      const group = findGroup(newest, appId, ugd);
      if (!group) return 'no-group';
      // On the newest state: a member given the group at once keeps it.
      if (groupHasMembers(newest, group)) return 'in-use';
      draft.user_groups = draft.user_groups.filter(
        (candidate) => !(candidate.app_id === group.app_id && candidate.id === group.id),
      );
      draft.group_sites = withoutGroupSites(draft.group_sites, group);
      return 'removed';
    });
  }

  saveRights(appId: string, ugd: string, changes: readonly RightChange[]): Promise<GroupRightsSave> {
    return this.store.update((draft): GroupRightsSave => {
      const stored = findGroup(draft, appId, ugd);
      if (!stored) return 'no-group';
      stored.rights = applyRightChanges(stored.rights, changes);
      return 'saved';
    });
  }

  grantSite(appId: string, ugd: string, kind: GroupSiteKind, std: string, flags: SiteFlags): Promise<GroupSiteGrant> {
    return this.store.update((draft): GroupSiteGrant => {
      // On the newest state: a group or site removed meanwhile is given no access.
      const newest = baseOf(draft);
      const group = findGroup(newest, appId, ugd);
      if (!group) return 'no-group';
      if (!findSite(newest, appId, std)) return 'no-site';
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
      return 'granted';
    });
  }

  revokeSite(appId: string, ugd: string, kind: GroupSiteKind, std: string): Promise<GroupSiteRevoke> {
    return this.store.update((draft): GroupSiteRevoke => {
      const newest = baseOf(draft);
      const group = findGroup(newest, appId, ugd);
      if (!group) return 'no-group';
      const record = findGroupSite(newest, appId, group.id, kind, std);
      if (!record) return findSite(newest, appId, std) ? 'no-access' : 'no-site';
      draft.group_sites = draft.group_sites.filter((candidate) => candidate.id !== record.id);
      return 'revoked';
    });
  }
}
