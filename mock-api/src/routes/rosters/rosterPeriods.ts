/**
 * /api/rostStats/881245 the periods of a shift's rosters {shftd, std}, the latest period first
 * (then the latest calculation), whatever their status. Right 9 or 10, an admin or the site's
 * operations manager; INVALID_SHIFT_DETAILS for a shift the app does not have on that site (a
 * deleted shift keeps its rosters).
 */
import { Contract, Status } from '../../contract';
import { rosterReadAccess } from '../../rosters/access';
import { guardedRoute } from '../guardedRoute';

export const rosterPeriodsRoute = guardedRoute(Contract.rosters.periods, {
  authorize: (state, session, { std }) => rosterReadAccess(state, session, std),
  handle: async ({ input, appId, ctx }) => {
    const periods = await ctx.repos.rosters.periods(appId, input.std, input.shftd);
    if (!periods) return { status: Status.INVALID_SHIFT_DETAILS };
    return { status: Status.OK, roster_period: periods };
  },
});
