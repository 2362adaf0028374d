/**
 * /api/rqst/30404 (ours, issue 31) {every_change_waits}: whether every availability change of the
 * app's employees waits for a manager (1), or only those inside a Published roster's period (0,
 * the default). An admin of the app only: it decides for every site.
 */
import { Contract, Status } from '../../contract';
import { requireAppAdmin } from '../../rights';
import { guardedRoute } from '../guardedRoute';

export const requestSettingsRoute = guardedRoute(Contract.requests.settings, {
  authorize: (state, session) => requireAppAdmin(state, session),
  handle: async ({ input, appId, ctx }) => {
    const waits = input.every_change_waits === 1;
    await ctx.repos.selfService.setEveryChangeWaits(appId, waits);
    return { status: Status.OK, every_change_waits: waits ? (1 as const) : (0 as const) };
  },
});
