/**
 * The users repository of the embedded store (json-server + lowdb, npm start's default): reads
 * from the store's state, as the user routes did before the repository.
 */
import type { DbState } from '../../store/types';
import type { ShownMember } from '../appUsers';
import { listedMemberOf, shownMemberOf } from '../appUsers';
import { findUserByCode } from '../foundUser';
import { memberToRead } from '../managedMember';
import { countryOfUser } from '../userCountry';
import type { UserListFilter } from '../userListFilter';
import { userRows } from '../userListFilter';
import type { UserListQuery } from '../userPaging';
import { pageOfUsers, userCursorOf } from '../userPaging';
import type { FoundPerson, ListedMemberPage, UserRepository } from './userRepository';
import { UserWrites } from './userWrites';

export class EmbeddedUsers extends UserWrites implements UserRepository {
  private get state(): DbState {
    return this.store.data;
  }

  page(appId: string, query: UserListFilter & UserListQuery): Promise<ListedMemberPage> {
    const state = this.state;
    const { rows, ...marks } = pageOfUsers(userRows(state, appId, query), query, userCursorOf(query));
    return Promise.resolve({ ...marks, users: rows.map((row) => listedMemberOf(state, row.member, row.user)) });
  }

  shown(appId: string, usd: string): Promise<ShownMember | undefined> {
    const state = this.state;
    const found = memberToRead(state, appId, usd);
    return Promise.resolve(found.ok ? shownMemberOf(state, found.member, found.user) : undefined);
  }

  byCode(usrcd: string): Promise<FoundPerson | undefined> {
    const state = this.state;
    const user = findUserByCode(state, usrcd);
    return Promise.resolve(user && { user, country: countryOfUser(state, user) });
  }
}
