/**
 * /api/usrs/10102 a member's details {usd}: users (ManagedUser: country, date of birth, status,
 * group, right_type = user type, ugd) and ops_sites, the sites they manage as {std, name}
 * (users/appUsers.ts). USER_NOT_FOUND for a code that is not a confirmed member of the app.
 * Needs the USERS right (admins pass).
 */
import { UserStatusCode } from '@times/shared-sdk/schemas';
import { FormId, Contract, RightId, Status } from '../../contract';
import { managedUserOf } from '../../users/appUsers';
import { guardedRoute } from '../guardedRoute';

export const managedUserDetailsRoute = guardedRoute(Contract.users.details, {
  formId: FormId.USERS,
  rightId: RightId.MANAGE,
  handle: async ({ input: { usd }, appId, ctx }) => {
    const shown = await ctx.repos.users.shown(appId, usd);
    if (!shown) return { status: UserStatusCode.USER_NOT_FOUND };
    return { status: Status.OK, users: managedUserOf(shown), ops_sites: shown.opsSites };
  },
});
