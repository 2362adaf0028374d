/**
 * The rows the user calls answer: a member as the user list shows it (AppUser) and as the
 * details show it (ManagedUser, with the operations sites). group_name is the group's name for
 * a group member ('' without a group), 'Admin' for an admin, 'Operation Manager' for an
 * operations manager.
 */
import { UserType } from '../contract';
import type { AppUser, ManagedUser, OpsSite } from '../contract';
import type { AppMemberRecord, DbState, UserGroupRecord, UserRecord } from '../store/types';
import { idOrPassOf } from './foundUser';
import { memberStatusOf } from './members';
import { countryNameOfUser } from './userCountry';

export const TYPE_NAMES = { [UserType.ADMIN]: 'Admin', [UserType.OPERATION_MANAGER]: 'Operation Manager' } as const;

/** The group of a group member (undefined for other types or a group that is gone). */
export const groupOfMember = (state: DbState, member: AppMemberRecord): UserGroupRecord | undefined =>
  member.user_type === UserType.GROUP_MEMBER && member.group_id !== null
    ? state.user_groups.find((group) => group.id === member.group_id && group.app_id === member.app_id)
    : undefined;

export function groupNameOf(state: DbState, member: AppMemberRecord): string {
  if (member.user_type === UserType.GROUP_MEMBER) return groupOfMember(state, member)?.name ?? '';
  return TYPE_NAMES[member.user_type];
}

/** The member's operations sites that are still sites of the app, in their order. */
export function opsSitesOf(state: DbState, member: AppMemberRecord): OpsSite[] {
  return member.ops_site_ids.flatMap((sd) => {
    const site = state.sites.find((candidate) => candidate.app_id === member.app_id && candidate.sd === sd);
    return site ? [{ std: site.sd, name: site.name }] : [];
  });
}

export const toAppUser = (state: DbState, member: AppMemberRecord, user: UserRecord): AppUser => ({
  id: member.id,
  usd: user.usrcd,
  name: user.nm,
  surname: user.snm,
  gender: user.gender,
  u_status: memberStatusOf(member),
  group_name: groupNameOf(state, member),
});

export const toManagedUser = (state: DbState, member: AppMemberRecord, user: UserRecord): ManagedUser => ({
  usd: user.usrcd,
  name: user.nm,
  surname: user.snm,
  country_name: countryNameOfUser(state, user),
  date_of_birth: user.dob,
  idOrPass: idOrPassOf(user),
  gender: user.gender,
  u_status: memberStatusOf(member),
  group_name: groupNameOf(state, member),
  right_type: member.user_type,
  ugd: groupOfMember(state, member)?.gdd ?? '',
});
