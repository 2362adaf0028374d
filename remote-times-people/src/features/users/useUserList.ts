/**
 * The user list of a filter: the first page, then 'More' pages after the cursor of the previous
 * answer, appended. Every reload (a new filter or `version`) clears the list and refetches.
 */
import { UserPage, useCursorList, usersApi } from '@times/shared-sdk/app';
import { firstUserPage, nextUserPage, type UserListFilter } from './userQuery';

export function useUserList(filter: UserListFilter, version = 0) {
  const { flt, srch_word } = filter;
  return useCursorList({
    first: firstUserPage({ flt, srch_word }),
    reloadKey: JSON.stringify([flt, srch_word, version]),
    load: (request, signal) => usersApi.list(request, { signal }),
    next: nextUserPage,
    isFirst: (request) => request.pg === UserPage.FIRST,
    rowsOf: (page) => page.users,
    totalOf: (page) => page.ttl,
    clearOnReload: true,
  });
}
