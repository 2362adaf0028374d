/**
 * /api/rqst/30406 (ours, issue 34) {changes_wait}: whether the employees' claims of open shifts wait for a manager
 * on the Requests page (1), or are taken at once when they keep every rule (0, the default). An admin of the app
 * only: it decides for every site.
 */
import { Contract, Status } from '../../contract';
import { requireAppAdmin } from '../../rights';
import { guardedRoute } from '../guardedRoute';

export const marketplaceSettingsRoute = guardedRoute(Contract.requests.marketplace, {
  authorize: (state, session) => requireAppAdmin(state, session),
  handle: async ({ input, appId, ctx }) => {
    const waits = input.changes_wait === 1;
    await ctx.repos.selfService.setChangesWait(appId, waits);
    return { status: Status.OK, changes_wait: waits ? (1 as const) : (0 as const) };
  },
});
