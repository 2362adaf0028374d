/** /api/auth/23672 user details: the user of a full (verified) user session. */
import { Paths, Status } from '../../contract';
import type { UserDetailsResponse } from '../../contract';
import { requireSession } from '../../sessions/sessions';
import { toUserDetails } from '../../users/users';
import type { ApiResult, ApiRoute } from '../context';

export const userDetailsRoute: ApiRoute = {
  path: Paths.auth.userDetails,
  handle: ({ session: request }, ctx): UserDetailsResponse | ApiResult => {
    const session = requireSession(ctx, request, 'user');
    const user =
      session && ctx.store.data.users.find((candidate) => candidate.id === session.user_id && candidate.verified);
    if (!user) return { status: Status.INVALID };
    return { status: Status.OK, user_details: toUserDetails(user) };
  },
};
