/**
 * /api/rostStats/881246 (ours) one roster's header and status {shftd, std, rstd}: what a screen asks
 * again while the roster is Processing (every ROSTER_STATUS_POLL_MS). Readable like the periods;
 * ROSTER_NOT_FOUND when rstd is not a roster of that shift.
 */
import { Paths, Status } from '../../contract';
import type { RosterStatusResponse } from '../../contract';
import { rosterReadAccess } from '../../rosters/access';
import { findShiftRoster } from '../../rosters/findRoster';
import { rosterHeaderOf } from '../../rosters/header';
import { RosterStatusCode, rosterRefSchema } from '@times/shared-sdk/schemas';
import type { ApiResult } from '../context';
import { guardedRoute } from '../guardedRoute';

export const rosterStatusRoute = guardedRoute({
  path: Paths.rosters.status,
  schema: rosterRefSchema,
  authorize: (state, session, { std }) => rosterReadAccess(state, session, std),
  handle: ({ input, appId, ctx }): ApiResult => {
    const state = ctx.store.data;
    const roster = findShiftRoster(state, appId, input.std, input.shftd, input.rstd);
    if (!roster) return { status: RosterStatusCode.ROSTER_NOT_FOUND };
    const answer: RosterStatusResponse = { status: Status.OK, roster: rosterHeaderOf(state, roster) };
    return answer;
  },
});
