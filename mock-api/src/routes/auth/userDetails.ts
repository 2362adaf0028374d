/** /api/auth/23672 user details: the user of a full (verified) user session. */
import { Contract, Status } from '../../contract';
import { toUserDetails } from '../../users/users';
import { contractRoute } from '../contractRoute';

const contract = Contract.auth.userDetails;

export const userDetailsRoute = contractRoute(contract, async ({ session: request }, ctx) => {
  const session = await ctx.repos.accounts.session(request, 'user', ctx.now());
  const user = session && session.user_id !== null ? await ctx.repos.accounts.user(session.user_id) : undefined;
  if (!user?.verified) return { status: Status.INVALID };
  return { status: Status.OK, user_details: toUserDetails(user) };
});
