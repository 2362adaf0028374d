/**
 * /api/rqst/30406 (ours, issue 34) {changes_wait, claims_limit?}: whether the employees' claims of open shifts wait
 * for a manager on the Requests page (1), or are taken at once when they keep every rule (0, the default); and how
 * many one employee may claim per roster, taken or waiting (null: no limit, the default; not sent: left as it is).
 * An admin of the app only: it decides for every site.
 */
import { Contract, Status } from '../../contract';
import { requireAppAdmin } from '../../rights';
import { guardedRoute } from '../guardedRoute';

export const marketplaceSettingsRoute = guardedRoute(Contract.requests.marketplace, {
  authorize: (state, session) => requireAppAdmin(state, session),
  handle: async ({ input, appId, ctx }) => {
    const kept = await ctx.repos.selfService.setMarketplace(appId, {
      waits: input.changes_wait === undefined ? undefined : input.changes_wait === 1,
      limit: input.claims_limit,
    });
    return {
      status: Status.OK,
      changes_wait: kept.waits ? (1 as const) : (0 as const),
      claims_limit: kept.limit ?? null,
    };
  },
});
