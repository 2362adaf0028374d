/**
 * /api/usrs/10101 the users of the selected app {flt, pg, lst_date, lst_count, srch_word}: the
 * confirmed members the filter keeps (users/userListFilter.ts), newest added first,
 * USER_PAGE_SIZE a page with the employee list's cursor (users/userPaging.ts). Answers ttl (all
 * rows of the filter), the cursor of the last row and the users. VALIDATION_ERROR (lst_date) for
 * a pg 2 without a date cursor. Needs the USERS right (admins pass).
 */
import { UserPage, userListSchema } from '@times/shared-sdk/schemas';
import { FormId, Paths, RightId, Status } from '../../contract';
import type { UserListResponse } from '../../contract';
import { toAppUser } from '../../users/appUsers';
import { userRows } from '../../users/userListFilter';
import { pageOfUsers, userCursorOf } from '../../users/userPaging';
import { setupErrors } from '../../validation/setupErrors';
import type { ApiResult } from '../context';
import { guardedRoute } from '../guardedRoute';

export const userListRoute = guardedRoute({
  path: Paths.users.list,
  schema: userListSchema,
  formId: FormId.USERS,
  rightId: RightId.MANAGE,
  handle: ({ input: query, appId, ctx }): UserListResponse | ApiResult => {
    const cursor = userCursorOf(query);
    if (query.pg === UserPage.NEXT && !cursor) return setupErrors.invalidCursor;
    const state = ctx.store.data;
    const { rows, ...marks } = pageOfUsers(userRows(state, appId, query), query, cursor);
    return { status: Status.OK, ...marks, users: rows.map((row) => toAppUser(state, row.member, row.user)) };
  },
});
