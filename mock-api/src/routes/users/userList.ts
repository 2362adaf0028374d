/**
 * /api/usrs/10101 the users of the selected app {flt, pg, lst_date, lst_count, srch_word}: the
 * confirmed members the filter keeps (users/userListFilter.ts), newest added first,
 * USER_PAGE_SIZE a page with the employee list's cursor (users/userPaging.ts). Answers ttl (all
 * rows of the filter), the cursor of the last row and the users. VALIDATION_ERROR (lst_date) for
 * a pg 2 without a date cursor. Needs the USERS right (admins pass).
 */
import { UserPage } from '@times/shared-sdk/schemas';
import { FormId, Contract, RightId, Status } from '../../contract';
import { appUserOf } from '../../users/appUsers';
import { userCursorOf } from '../../users/userPaging';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const userListRoute = guardedRoute(Contract.users.list, {
  formId: FormId.USERS,
  rightId: RightId.MANAGE,
  handle: async ({ input: query, appId, ctx }) => {
    if (query.pg === UserPage.NEXT && !userCursorOf(query)) return setupErrors.invalidCursor;
    const { users, ...marks } = await ctx.repos.users.page(appId, query);
    return { status: Status.OK, ...marks, users: users.map(appUserOf) };
  },
});
