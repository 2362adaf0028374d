/**
 * The rows the user calls answer: a member as the user list shows it (AppUser) and as the
 * details show it (ManagedUser, with the operations sites), from the state or from what the
 * users repository read of the member (ListedMember, ShownMember). group_name is the group's
 * name for a group member ('' without a group), 'Admin' for an admin, 'Operation Manager' for an
 * operations manager.
 */
import { UserType } from '../contract';
import type { AppUser, ManagedUser, OpsSite } from '../contract';
import type { AppMemberRecord, CountryRecord, DbState, UserGroupRecord, UserRecord } from '../store/types';
import { idOrPassOf } from './foundUser';
import { memberStatusOf } from './members';
import { countryNameOf, countryOfUser } from './userCountry';

/** A member as the list shows it: the membership, the person, and their group (groupOfMember). */
export interface ListedMember {
  member: AppMemberRecord;
  user: UserRecord;
  group: UserGroupRecord | undefined;
}

/** A member as the details show it: also the person's country (countryOfUser) and operations sites (opsSitesOf). */
export interface ShownMember extends ListedMember {
  country: CountryRecord | undefined;
  opsSites: OpsSite[];
}

export const TYPE_NAMES = { [UserType.ADMIN]: 'Admin', [UserType.OPERATION_MANAGER]: 'Operation Manager' } as const;

/** The group of a group member (undefined for other types or a group that is gone). */
export const groupOfMember = (state: DbState, member: AppMemberRecord): UserGroupRecord | undefined =>
  member.user_type === UserType.GROUP_MEMBER && member.group_id !== null
    ? state.user_groups.find((group) => group.id === member.group_id && group.app_id === member.app_id)
    : undefined;

const typeNameOf = (member: AppMemberRecord, group: UserGroupRecord | undefined): string =>
  member.user_type === UserType.GROUP_MEMBER ? (group?.name ?? '') : TYPE_NAMES[member.user_type];

export const groupNameOf = (state: DbState, member: AppMemberRecord): string =>
  typeNameOf(member, groupOfMember(state, member));

/** The member's operations sites that are still sites of the app, in their order. */
export function opsSitesOf(state: DbState, member: AppMemberRecord): OpsSite[] {
  return member.ops_site_ids.flatMap((sd) => {
    const site = state.sites.find((candidate) => candidate.app_id === member.app_id && candidate.sd === sd);
    return site ? [{ std: site.sd, name: site.name }] : [];
  });
}

/** A member of the state as the list shows it. */
export const listedMemberOf = (state: DbState, member: AppMemberRecord, user: UserRecord): ListedMember => ({
  member,
  user,
  group: groupOfMember(state, member),
});

/** A member of the state as the details show it. */
export const shownMemberOf = (state: DbState, member: AppMemberRecord, user: UserRecord): ShownMember => ({
  ...listedMemberOf(state, member, user),
  country: countryOfUser(state, user),
  opsSites: opsSitesOf(state, member),
});

export const appUserOf = ({ member, user, group }: ListedMember): AppUser => ({
  id: member.id,
  usd: user.usrcd,
  name: user.nm,
  surname: user.snm,
  gender: user.gender,
  u_status: memberStatusOf(member),
  group_name: typeNameOf(member, group),
});

export const managedUserOf = ({ member, user, group, country }: ShownMember): ManagedUser => ({
  usd: user.usrcd,
  name: user.nm,
  surname: user.snm,
  country_name: countryNameOf(country),
  date_of_birth: user.dob,
  idOrPass: idOrPassOf(user),
  gender: user.gender,
  u_status: memberStatusOf(member),
  group_name: typeNameOf(member, group),
  right_type: member.user_type,
  ugd: group?.gdd ?? '',
});

export const toAppUser = (state: DbState, member: AppMemberRecord, user: UserRecord): AppUser =>
  appUserOf(listedMemberOf(state, member, user));

export const toManagedUser = (state: DbState, member: AppMemberRecord, user: UserRecord): ManagedUser =>
  managedUserOf(shownMemberOf(state, member, user));
