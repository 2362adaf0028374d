/**
 * The user groups domain's writes, the same on both stores: one store write each, deciding on the newest state
 * inside it, so two calls at once on any API process cannot both pass a check that only one may (a name taken, a
 * group removed or given a member meanwhile, a site removed meanwhile). On PostgreSQL each is a write of its own
 * rows (DataStore.updateRows): it reads and locks what it decides on first (readingGroups.ts), and waits on no
 * other app's writes nor on the store head.
 */
import { newPublicId } from '../../apps/apps';
import { combinedPrepare } from '../../store/combinedPrepare';
import type { DataStore } from '../../store/dataStore';
import { baseOf } from '../../store/mutation';
import { ReservedIds } from '../../store/reservedIds';
import type { DbState } from '../../store/types';
import { findGroup, groupNameTaken } from '../groups';
import type { GroupSiteKind, SiteFlags } from '../groupSites';
import { findGroupSite, withoutGroupSites } from '../groupSites';
import type { RightChange } from '../permissions';
import { applyRightChanges } from '../permissions';
import { GroupReads } from './readingGroups';
import type { GroupFacts, GroupScope } from './readingGroups';
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

  /** A write of the scope's rows deciding on the newest state and what it read (`ids`: new records' ids). */
  private write<R>(
    scope: GroupScope,
    decide: (draft: DbState, newest: DbState, facts: GroupFacts) => R,
    ids?: ReservedIds,
  ): Promise<R> {
    const reads = new GroupReads(scope);
    return this.store.updateRows((draft) => {
      const newest = baseOf(draft);
      return decide(draft, newest, reads.factsOf(newest));
    }, combinedPrepare(reads.prepare, ids?.prepare)!);
  }

  add(appId: string, name: string): Promise<GroupAdd> {
    const ids = new ReservedIds({ user_groups: 1 });
    return this.write(
      { appId, names: true },
      (draft, newest): GroupAdd => {
        // Two adds at once (on any API process) store one.
        if (groupNameTaken(newest, appId, name)) return { status: 'name-taken' };
        const ugd = newPublicId(newest.user_groups.map((group) => group.gdd));
        draft.user_groups.push({
          id: ids.next('user_groups', draft.user_groups),
          gdd: ugd,
          app_id: appId,
          name,
          rights: [],
        });
        return { status: 'added', ugd };
      },
      ids,
    );
  }

  rename(appId: string, ugd: string, name: string): Promise<GroupRename> {
    return this.write({ appId, names: true, ugd }, (draft, newest): GroupRename => {
      // Two renames at once take a name once.
      if (!findGroup(newest, appId, ugd)) return 'no-group';
      if (groupNameTaken(newest, appId, name, ugd)) return 'name-taken';
      findGroup(draft, appId, ugd)!.name = name;
      return 'renamed';
    });
  }

  remove(appId: string, ugd: string): Promise<GroupRemove> {
    return this.write({ appId, ugd, sites: true, members: true }, (draft, newest, facts): GroupRemove => {
      const group = findGroup(newest, appId, ugd);
      if (!group) return 'no-group';
      // A member given the group at once keeps it.
      if (facts.inUse(group)) return 'in-use';
      draft.user_groups = draft.user_groups.filter(
        (candidate) => !(candidate.app_id === group.app_id && candidate.id === group.id),
      );
      draft.group_sites = withoutGroupSites(draft.group_sites, group);
      return 'removed';
    });
  }

  saveRights(appId: string, ugd: string, changes: readonly RightChange[]): Promise<GroupRightsSave> {
    return this.write({ appId, ugd }, (draft): GroupRightsSave => {
      const stored = findGroup(draft, appId, ugd);
      if (!stored) return 'no-group';
      stored.rights = applyRightChanges(stored.rights, changes);
      return 'saved';
    });
  }

  grantSite(appId: string, ugd: string, kind: GroupSiteKind, std: string, flags: SiteFlags): Promise<GroupSiteGrant> {
    const ids = new ReservedIds({ group_sites: 1 });
    return this.write(
      { appId, ugd, sites: true, std },
      (draft, newest, facts): GroupSiteGrant => {
        // A group or site removed meanwhile is given no access.
        const group = findGroup(newest, appId, ugd);
        if (!group) return 'no-group';
        if (!facts.hasSite(std)) return 'no-site';
        const record = findGroupSite(draft, appId, group.id, kind, std);
        if (record) Object.assign(record, flags);
        else
          draft.group_sites.push({
            id: ids.next('group_sites', draft.group_sites),
            app_id: appId,
            group_id: group.id,
            std,
            kind,
            ...flags,
          });
        return 'granted';
      },
      ids,
    );
  }

  revokeSite(appId: string, ugd: string, kind: GroupSiteKind, std: string): Promise<GroupSiteRevoke> {
    return this.write({ appId, ugd, sites: true, std }, (draft, newest, facts): GroupSiteRevoke => {
      const group = findGroup(newest, appId, ugd);
      if (!group) return 'no-group';
      const record = findGroupSite(newest, appId, group.id, kind, std);
      if (!record) return facts.hasSite(std) ? 'no-access' : 'no-site';
      draft.group_sites = draft.group_sites.filter((candidate) => candidate.id !== record.id);
      return 'revoked';
    });
  }
}
