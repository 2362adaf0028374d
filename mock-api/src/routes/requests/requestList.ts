/**
 * /api/rqst/30401 (ours, issue 31) {state}: the pending (first day first) or decided (newest
 * decision first) requests of the employees on the sites where the user may adjust rosters
 * (selfService/requestScope.ts), each pending one with the rostered days it touches; and how many
 * wait (the menu's count).
 */
import { Contract, Status } from '../../contract';
import { requestAccess, scopeOf } from '../../selfService/requestScope';
import { isoAt } from '../context';
import { guardedRoute } from '../guardedRoute';

export const requestListRoute = guardedRoute(Contract.requests.list, {
  authorize: (state, session) => requestAccess(state, session),
  handle: async ({ input, appId, access, ctx }) => {
    const today = isoAt(ctx.now()).slice(0, 10);
    const listed = await ctx.repos.selfService.requests({ appId, sites: scopeOf(access), state: input.state, today });
    return { status: Status.OK, ...listed };
  },
});
