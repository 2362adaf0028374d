/**
 * /api/rqst/30405 (ours, issue 31): how many requests wait for the user (the REQUESTS menu entry's
 * count, read on each page change), without the rows and the days they touch. The same scope and
 * refusal as the list (selfService/requestScope.ts): a user who decides no request is refused.
 */
import { Contract, Status } from '../../contract';
import { requestAccess, scopeOf } from '../../selfService/requestScope';
import { guardedRoute } from '../guardedRoute';

export const requestCountRoute = guardedRoute(Contract.requests.count, {
  authorize: (state, session) => requestAccess(state, session),
  handle: async ({ appId, access, ctx }) => ({
    status: Status.OK,
    pending: await ctx.repos.selfService.pendingCount(appId, scopeOf(access)),
  }),
});
