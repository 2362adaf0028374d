/**
 * /api/usrs/10102 a member's details {usd}: users (ManagedUser: country, date of birth, status,
 * group, right_type = user type, ugd) and ops_sites, the sites they manage as {std, name}
 * (users/appUsers.ts). USER_NOT_FOUND for a code that is not a confirmed member of the app.
 * Needs the USERS right (admins pass).
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { opsSitesOf, toManagedUser } from '../../users/appUsers';
import { memberToRead } from '../../users/managedMember';
import { guardedRoute } from '../guardedRoute';

export const managedUserDetailsRoute = guardedRoute(Contract.users.details, {
  formId: FormId.USERS,
  rightId: RightId.MANAGE,
  handle: ({ input: { usd }, appId, ctx }) => {
    const state = ctx.store.data;
    const found = memberToRead(state, appId, usd);
    if (!found.ok) return found.result;
    return {
      status: Status.OK,
      users: toManagedUser(state, found.member, found.user),
      ops_sites: opsSitesOf(state, found.member),
    };
  },
});
