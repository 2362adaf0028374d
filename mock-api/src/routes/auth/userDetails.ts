/** /api/auth/23672 user details: the user of a full (verified) user session. */
import { Contract, Status } from '../../contract';
import { requireSession } from '../../sessions/sessions';
import { toUserDetails } from '../../users/users';
import { contractRoute } from '../contractRoute';

const contract = Contract.auth.userDetails;

export const userDetailsRoute = contractRoute(contract, ({ session: request }, ctx) => {
  const session = requireSession(ctx, request, 'user');
  const user =
    session && ctx.store.data.users.find((candidate) => candidate.id === session.user_id && candidate.verified);
  if (!user) return { status: Status.INVALID };
  return { status: Status.OK, user_details: toUserDetails(user) };
});
