/**
 * /api/reg/47337 find a person by their user code {usrcd, 14 digits}: any verified user, as
 * usr {usrd, nm, srm, language_id, country_id, date_of_birth, idOrPassport, isIDORPass, gender}
 * (users/foundUser.ts), for the New User tab; USER_NOT_FOUND otherwise. Needs the USERS right
 * (admins pass).
 */
import { UserStatusCode } from '@times/shared-sdk/schemas';
import { FormId, Contract, RightId, Status } from '../../contract';
import { foundUserOf } from '../../users/foundUser';
import { guardedRoute } from '../guardedRoute';

export const userSearchByCodeRoute = guardedRoute(Contract.users.searchByCode, {
  formId: FormId.USERS,
  rightId: RightId.MANAGE,
  handle: async ({ input: { usrcd }, ctx }) => {
    const found = await ctx.repos.users.byCode(usrcd);
    if (!found) return { status: UserStatusCode.USER_NOT_FOUND };
    return { status: Status.OK, usr: foundUserOf(found.user, found.country) };
  },
});
