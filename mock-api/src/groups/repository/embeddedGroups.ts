/**
 * The user groups repository of the embedded store (json-server + lowdb, npm start's default):
 * reads from the store's state, as the group routes did before the repository.
 */
import { byName } from '../../apps/apps';
import type { GroupSite } from '../../contract';
import type { DbState, UserGroupRecord } from '../../store/types';
import { findGroup, groupsOf } from '../groups';
import type { GroupSiteKind } from '../groupSites';
import { groupSitesOf } from '../groupSites';
import type { GroupRepository } from './groupRepository';
import { GroupWrites } from './groupWrites';

export class EmbeddedGroups extends GroupWrites implements GroupRepository {
  private get state(): DbState {
    return this.store.data;
  }

  list(appId: string): Promise<UserGroupRecord[]> {
    return Promise.resolve(groupsOf(this.state, appId).sort(byName));
  }

  find(appId: string, ugd: string): Promise<UserGroupRecord | undefined> {
    return Promise.resolve(findGroup(this.state, appId, ugd));
  }

  sites(group: UserGroupRecord, kind: GroupSiteKind): Promise<GroupSite[]> {
    return Promise.resolve(groupSitesOf(this.state, group, kind));
  }
}
