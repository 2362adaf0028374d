/**
 * User groups of an app (spec 001 section 7, User Groups tab): look-ups by public id (gdd, the
 * ugd of the calls), the name rule (unique per app, trimmed, any case), the in-use rule and the
 * list row. A group member's group is found from their app_members record.
 */
import { sameName } from '../apps/apps';
import type { UserGroup } from '../contract';
import { UserType } from '../contract';
import type { DbState, UserGroupRecord } from '../store/types';
import { grantedRights } from './permissions';

export const findGroup = (state: DbState, appId: string, ugd: string): UserGroupRecord | undefined =>
  state.user_groups.find((group) => group.app_id === appId && group.gdd === ugd);

export const groupsOf = (state: DbState, appId: string): UserGroupRecord[] =>
  state.user_groups.filter((group) => group.app_id === appId);

/** Another group of the app (not `exceptUgd`) has the name. */
export const groupNameTaken = (state: DbState, appId: string, name: string, exceptUgd = ''): boolean =>
  groupsOf(state, appId).some((group) => group.gdd !== exceptUgd && sameName(group.name, name));

/** A group is in use while any member of the app (whatever their status) belongs to it. */
export const groupHasMembers = (state: DbState, group: UserGroupRecord): boolean =>
  state.app_members.some((member) => member.app_id === group.app_id && member.group_id === group.id);

/** The group (user_groups.id) of a group member of the app; null for anyone else. */
export function memberGroupId(state: Pick<DbState, 'app_members'>, appId: string, userId: number): number | null {
  const member = state.app_members.find((candidate) => candidate.app_id === appId && candidate.user_id === userId);
  return member?.user_type === UserType.GROUP_MEMBER ? member.group_id : null;
}

export const toUserGroup = (group: UserGroupRecord): UserGroup => ({
  id: group.id,
  gdd: group.gdd,
  name: group.name,
  total_rights: grantedRights(group).length,
});
