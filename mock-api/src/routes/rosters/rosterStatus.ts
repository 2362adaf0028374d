/**
 * /api/rostStats/881246 (ours) one roster's header and status {shftd, std, rstd}: what a screen asks
 * again while the roster is Processing (every ROSTER_STATUS_POLL_MS). Readable like the periods;
 * ROSTER_NOT_FOUND when rstd is not a roster of that shift.
 */
import { Contract, Status } from '../../contract';
import { rosterReadAccess } from '../../rosters/access';
import { findShiftRoster } from '../../rosters/findRoster';
import { rosterHeaderOf } from '../../rosters/header';
import { RosterStatusCode } from '@times/shared-sdk/schemas';
import { guardedRoute } from '../guardedRoute';

export const rosterStatusRoute = guardedRoute(Contract.rosters.status, {
  authorize: (state, session, { std }) => rosterReadAccess(state, session, std),
  handle: ({ input, appId, ctx }) => {
    const state = ctx.store.data;
    const roster = findShiftRoster(state, appId, input.std, input.shftd, input.rstd);
    if (!roster) return { status: RosterStatusCode.ROSTER_NOT_FOUND };
    return { status: Status.OK, roster: rosterHeaderOf(state, roster) };
  },
});
