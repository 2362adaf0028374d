/**
 * /api/rostStats/881246 (ours) one roster's header and status {shftd, std, rstd}: what a screen asks
 * again while the roster is Processing (every ROSTER_STATUS_POLL_MS). Readable like the periods;
 * ROSTER_NOT_FOUND when rstd is not a roster of that shift.
 */
import { Contract, Status } from '../../contract';
import { rosterReadAccess } from '../../rosters/access';
import { RosterStatusCode } from '@times/shared-sdk/schemas';
import { guardedRoute } from '../guardedRoute';

export const rosterStatusRoute = guardedRoute(Contract.rosters.status, {
  authorize: (state, session, { std }) => rosterReadAccess(state, session, std),
  handle: async ({ input, appId, ctx }) => {
    const header = await ctx.repos.rosters.header(appId, input.std, input.shftd, input.rstd);
    if (!header) return { status: RosterStatusCode.ROSTER_NOT_FOUND };
    return { status: Status.OK, roster: header };
  },
});
