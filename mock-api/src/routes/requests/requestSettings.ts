/**
 * /api/rqst/30404 (ours, issue 31) {every_change_waits}: whether every availability change of the
 * app's employees waits for a manager (1), or only those inside a Published roster's period (0,
 * the default). An admin of the app only: it decides for every site.
 */
import { Contract, Status } from '../../contract';
import { requireAppMember } from '../../rights';
import { guardedRoute } from '../guardedRoute';

export const requestSettingsRoute = guardedRoute(Contract.requests.settings, {
  authorize: (state, session) => {
    const access = requireAppMember(state, session);
    if (!access.ok) return access;
    return access.rights.isAdmn ? access : { ok: false, result: { status: Status.INVALID_USER_RIGHTS } };
  },
  handle: async ({ input, appId, ctx }) => {
    const waits = input.every_change_waits === 1;
    await ctx.repos.selfService.setEveryChangeWaits(appId, waits);
    return { status: Status.OK, every_change_waits: waits ? (1 as const) : (0 as const) };
  },
});
