/**
 * Which members the user list (flt) shows, spec 001 sections 2.5 and 9: the app's confirmed
 * members (admins by membership included) that are users,
 *  - 0 All; 1 Active, 2 Deactivated, 3 Pending (by member status);
 *  - 4 User: those whose name, surname, "name surname" or user code contains srch_word (any
 *    case, inner spaces collapsed); a word under USER_SEARCH_MIN characters lists them all.
 */
import { MemberStatus, USER_SEARCH_MIN, UserFilter } from '@times/shared-sdk/schemas';
import type { MemberStatusName } from '@times/shared-sdk/schemas';
import { normalizeWord } from '../employees/search';
import type { AppMemberRecord, DbState, UserRecord } from '../store/types';
import { addedMsOf, confirmedMembersOf, memberStatusOf } from './members';

export interface UserRow {
  member: AppMemberRecord;
  user: UserRecord;
  /** When the member was added (orders the list newest first). */
  addedMs: number;
}

/** The list's filter fields (flt, srch_word). */
export interface UserListFilter {
  flt: number;
  srch_word: string;
}

const STATUS_OF_FILTER: Partial<Record<number, MemberStatusName>> = {
  [UserFilter.ACTIVE]: MemberStatus.ACTIVE,
  [UserFilter.DEACTIVATED]: MemberStatus.DEACTIVATED,
  [UserFilter.PENDING]: MemberStatus.PENDING,
};

/** The member status a filter keeps; undefined for All and User (every status). */
export const statusOfFilter = (flt: number): MemberStatusName | undefined => STATUS_OF_FILTER[flt];

/** The User filter's word, normalized; '' (no word: every user) for the other filters or a word too short. */
export function searchWordOf({ flt, srch_word }: UserListFilter): string {
  const word = flt === UserFilter.SEARCH ? normalizeWord(srch_word) : '';
  return word.length >= USER_SEARCH_MIN ? word : '';
}

/** `word` must already be normalized (normalizeWord). */
export function matchesUser(user: UserRecord, word: string): boolean {
  const name = normalizeWord(user.nm);
  const surname = normalizeWord(user.snm);
  return [name, surname, `${name} ${surname}`, user.usrcd].some((field) => field.includes(word));
}

export function userRows(state: DbState, appId: string, filter: UserListFilter): UserRow[] {
  const status = statusOfFilter(filter.flt);
  const word = searchWordOf(filter);
  const rows: UserRow[] = [];
  for (const member of confirmedMembersOf(state, appId)) {
    if (status !== undefined && memberStatusOf(member) !== status) continue;
    const user = state.users.find((candidate) => candidate.id === member.user_id);
    if (!user) continue;
    if (word && !matchesUser(user, word)) continue;
    rows.push({ member, user, addedMs: addedMsOf(member) });
  }
  return rows;
}
