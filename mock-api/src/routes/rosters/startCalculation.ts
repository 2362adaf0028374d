/**
 * /api/rostCalc/645622 start (or recalculate) a roster {std, sftd, start_date, roster_ref,
 * recalculate}. Right 9, an admin or the site's operations manager, on a site whose isCreate is 1
 * (else INVALID_USER_RIGHTS). The setup checks in their order (rosters/calculation/setupCheck.ts),
 * then the period (the working days' type and start day): a roster of the shift already holding it
 * answers ROSTER_CALCULATION_IN_PROGRESS or ROSTER_ALREADY_CREATED with its roster_ref and the day
 * its calculation started; recalculate 1 recalculates roster_ref (ROSTER_NOT_FOUND when it is not
 * the shift's). OK answers the Processing roster and its period's first day at once; the engine
 * works in a worker and writes Successful or Failed later (roster status call). SERVICE_UNAVAILABLE
 * (HTTP 503) when the job queue cannot take the work: nothing is written.
 */
import { Contract, Status } from '../../contract';
import { ROSTER_CREATE_RIGHTS, rosterWriteAccess } from '../../rosters/access';
import { checkCalculationSetup, claimPeriod, startRosterCalculation } from '../../rosters/calculation';
import type { PeriodHeld } from '../../rosters/calculation';
import { rosterPeriodOf } from '../../rosters/model/rosterPeriod';
import { RosterStatusCode } from '@times/shared-sdk/schemas';
import { dayOf } from '../context';
import { guardedRoute } from '../guardedRoute';

/** OK with the started roster, or a held period with the roster holding it. */
const answer = <S extends typeof Status.OK | PeriodHeld>(status: S, roster_ref: string, roster_start_date: string) => ({
  status,
  roster_ref,
  roster_start_date,
});

export const startCalculationRoute = guardedRoute(Contract.rosters.startCalculation, {
  authorize: (state, session, { std }) => rosterWriteAccess(state, session, ROSTER_CREATE_RIGHTS, std),
  handle: async ({ input, appId, access, ctx }) => {
    // The queue must take the work before the roster is written Processing.
    await ctx.engine.available();
    const state = ctx.store.data;
    const shift = { appId, std: input.std, sftd: input.sftd };
    const setup = checkCalculationSetup(state, appId, input, ctx.now());
    if (!setup.ok) return { status: setup.status };
    const period = rosterPeriodOf(setup.workingDays, setup.startDate);
    const claim = claimPeriod(state, shift, period, input);
    if (claim.kind === 'not-found') return { status: RosterStatusCode.ROSTER_NOT_FOUND };
    if (claim.kind === 'taken') return answer(claim.status, claim.roster.rstd, dayOf(claim.roster.started_at));
    const started =
      claim.kind === 'recalculate'
        ? await startRosterCalculation(ctx, {
            shift,
            period,
            userId: access.userId,
            roster: claim.roster,
            replaced: claim.replaced,
          })
        : await startRosterCalculation(ctx, { shift, period, userId: access.userId });
    return answer(Status.OK, started.rstd, started.start_date);
  },
});
