/**
 * The user list call's payload (spec 001 sections 7 and 9): which filter the screen asks for, the
 * first page, and the next page built from the cursor of the previous answer.
 */
import { USER_SEARCH_MIN, UserFilter, UserPage } from '@times/shared-sdk/app';
import type { UserListRequest, UserListResponse } from '@times/shared-sdk';

/** The filter the list is loaded for: flt and, for User (4), the search word. */
export interface UserListFilter {
  flt: number;
  srch_word: string;
}

/**
 * The filter to load for the select and the typed word. The User filter searches only above 2
 * characters (USER_SEARCH_MIN); below that the list shows all users.
 */
export function userListFilter(flt: number, word: string): UserListFilter {
  if (flt !== UserFilter.SEARCH) return { flt, srch_word: '' };
  const term = word.trim();
  return term.length >= USER_SEARCH_MIN ? { flt, srch_word: term } : { flt: UserFilter.ALL, srch_word: '' };
}

/** The first page: pg 1 with an empty cursor. */
export function firstUserPage(filter: UserListFilter): UserListRequest {
  return { flt: filter.flt, pg: UserPage.FIRST, lst_date: '', lst_count: 0, srch_word: filter.srch_word };
}

/** 'More': pg 2 after the cursor the server sent with the previous page. */
export function nextUserPage(previous: UserListRequest, page: UserListResponse): UserListRequest {
  return {
    flt: previous.flt,
    pg: UserPage.NEXT,
    lst_date: page.lst_date,
    lst_count: page.lst_count,
    srch_word: previous.srch_word,
  };
}
