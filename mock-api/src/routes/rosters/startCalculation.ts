/**
 * /api/rostCalc/645622 start (or recalculate) a roster {std, sftd, start_date, roster_ref,
 * recalculate}. Right 9, an admin or the site's operations manager, on a site whose isCreate is 1
 * (else INVALID_USER_RIGHTS). The setup checks in their order (rosters/calculation/setupCheck.ts),
 * then the period (the working days' type and start day): a roster of the shift already holding it
 * answers ROSTER_CALCULATION_IN_PROGRESS or ROSTER_ALREADY_CREATED with its roster_ref and the day
 * its calculation started; recalculate 1 recalculates roster_ref (ROSTER_NOT_FOUND when it is not
 * the shift's). OK answers the Processing roster and its period's first day at once; the engine
 * works in a worker and writes Successful or Failed later (roster status call). All of it is
 * decided inside the write (rosters/calculation/startRoster.ts): of two starts at once, one takes
 * the period. SERVICE_UNAVAILABLE (HTTP 503) when the job queue cannot take the work: nothing is
 * written.
 */
import { Contract } from '../../contract';
import { ROSTER_CREATE_RIGHTS, rosterWriteAccess } from '../../rosters/access';
import { startShiftCalculation } from '../../rosters/calculation';
import { guardedRoute } from '../guardedRoute';

export const startCalculationRoute = guardedRoute(Contract.rosters.startCalculation, {
  authorize: (state, session, { std }) => rosterWriteAccess(state, session, ROSTER_CREATE_RIGHTS, std),
  handle: async ({ input, appId, access, ctx }) => {
    // The queue must take the work before the roster is written Processing.
    await ctx.engine.available();
    return startShiftCalculation(ctx, { ...input, appId, userId: access.userId });
  },
});
