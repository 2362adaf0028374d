/**
 * /api/rqst/30401 (ours, issue 31) {state}: the pending (first day first) or decided (newest
 * decision first) requests of the employees on the sites where the user may adjust rosters
 * (selfService/requestScope.ts), each pending one with the rostered days it touches; and how many
 * wait (the menu's count); the app's settings for availability changes and claims of open shifts, and whether the user (an
 * admin) may change it.
 */
import { Contract, Status } from '../../contract';
import { requestAccess, scopeOf } from '../../selfService/requestScope';
import { isoAt } from '../context';
import { guardedRoute } from '../guardedRoute';

export const requestListRoute = guardedRoute(Contract.requests.list, {
  authorize: (state, session) => requestAccess(state, session),
  handle: async ({ input, appId, access, ctx }) => {
    const today = isoAt(ctx.now()).slice(0, 10);
    const repo = ctx.repos.selfService;
    const listed = await repo.requests({ appId, sites: scopeOf(access), state: input.state, today });
    const [waits, marketplace] = await Promise.all([repo.everyChangeWaits(appId), repo.marketplace(appId)]);
    return {
      status: Status.OK,
      ...listed,
      every_change_waits: waits ? (1 as const) : (0 as const),
      changes_wait: marketplace.waits ? (1 as const) : (0 as const),
      claims_limit: marketplace.limit ?? null,
      may_change_settings: access.rights.isAdmn ? (1 as const) : (0 as const),
    };
  },
});
