/**
 * /api/rostCalc/645623 (ours) {std, start_date, recalculate}: starts (or, with recalculate 1,
 * recalculates) the rosters of every set-up shift of the site for the period of the start date,
 * planned together so that no employee is double-booked or short of rest across them
 * (rosters/calculation/startSite.ts). The rights of a single start: right 9, an admin or the site's
 * operations manager, on a site whose isCreate is 1 (else INVALID_USER_RIGHTS). SERVICE_UNAVAILABLE
 * (HTTP 503) when the job queue cannot take the work: nothing is written.
 */
import { Contract } from '../../contract';
import { ROSTER_CREATE_RIGHTS, rosterWriteAccess } from '../../rosters/access';
import { startSiteCalculation } from '../../rosters/calculation/startSite';
import { guardedRoute } from '../guardedRoute';

export const startSiteCalculationRoute = guardedRoute(Contract.rosters.startSiteCalculation, {
  authorize: (state, session, { std }) => rosterWriteAccess(state, session, ROSTER_CREATE_RIGHTS, std),
  handle: async ({ input, appId, access, ctx }) => {
    // The queue must take the work before any roster is written Processing.
    await ctx.engine.available();
    return startSiteCalculation(ctx, {
      appId,
      std: input.std,
      start_date: input.start_date,
      recalculate: input.recalculate,
      userId: access.userId,
    });
  },
});
