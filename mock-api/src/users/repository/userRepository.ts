/**
 * The users domain's records (the app's members with the people, groups, countries and operations
 * sites their rows show, and the people found by their user code), as the user routes reach them:
 * never the store object directly. Two implementations: the embedded one over the store's state
 * (embeddedUsers.ts) and PostgreSQL, whose reads are SQL on indexed rows (postgresUsers.ts). Writes
 * are the same on both: one store update each, deciding on the newest state inside it
 * (userWrites.ts).
 */
import type { MemberStatusName } from '@times/shared-sdk/schemas';
import type { AppRecord, CountryRecord, UserRecord, UserTypeCode } from '../../store/types';
import type { ListedMember, ShownMember } from '../appUsers';
import type { UserListFilter } from '../userListFilter';
import type { UserListQuery } from '../userPaging';

/** A page of the user list (userPaging.ts): the filter's total, the cursor after the page's last member, its members. */
export interface ListedMemberPage {
  ttl: number;
  lst_count: number;
  lst_date: string;
  users: ListedMember[];
}

/** A person found by their code, with their country (userCountry.ts countryOfUser). */
export interface FoundPerson {
  user: UserRecord;
  country: CountryRecord | undefined;
}

/** Why a member cannot be changed: no confirmed member with the code, or the caller themself (managedMember.ts). */
export type MemberRefusal = 'not-found' | 'self';

/** What an add decided: `no-user` no verified person holds the code; `exists` already a confirmed member or an admin. */
export type UserAdd = { status: 'added'; usd: string } | { status: 'no-user' | 'exists' | 'licence-full' };

/** What a confirm decided: `not-found` the person was not added; confirming again is `confirmed`. */
export type UserConfirm = { status: 'confirmed'; usd: string } | { status: 'not-found' | 'licence-full' };

/** `no-group`: a group member's group is not the app's; `no-ops-sites`: an operations manager without sites. */
export type UserTypeChange = 'changed' | MemberRefusal | 'no-group' | 'no-ops-sites';

export type UserStatusChange = 'changed' | MemberRefusal;

/** `not-deactivated`: only a Deactivated member is removed. */
export type UserRemove = 'removed' | MemberRefusal | 'not-deactivated';

export interface UserRepository {
  /** A page of the app's confirmed members of a list filter (userListFilter.ts), newest added first. */
  page(appId: string, query: UserListFilter & UserListQuery): Promise<ListedMemberPage>;
  /** The confirmed member of the app holding the user code (managedMember.ts memberToRead), as the details show them. */
  shown(appId: string, usd: string): Promise<ShownMember | undefined>;
  /** The verified person holding the user code (foundUser.ts findUserByCode). */
  byCode(usrcd: string): Promise<FoundPerson | undefined>;

  /**
   * Adds the person holding the code as an unconfirmed, Pending group member without a group at
   * `nowMs`, replacing an unconfirmed add; not for a confirmed member, an admin, or a full licence.
   */
  add(app: AppRecord, usd: string, nowMs: number): Promise<UserAdd>;
  /** Confirms an add, unless the licence is full. */
  confirm(app: AppRecord, usd: string): Promise<UserConfirm>;
  /** Makes a confirmed member (not the caller) of the type; a group member of the group ugd (its gdd). */
  setType(appId: string, callerId: number, usd: string, type: UserTypeCode, ugd: string): Promise<UserTypeChange>;
  /** Gives a confirmed member (not the caller) a status. */
  setStatus(appId: string, callerId: number, usd: string, status: MemberStatusName): Promise<UserStatusChange>;
  /** Removes a Deactivated confirmed member (not the caller); the sites they managed keep no operations manager. */
  remove(appId: string, callerId: number, usd: string): Promise<UserRemove>;
}
