/**
 * /api/rostStats/881245 the periods of a shift's rosters {shftd, std}, the latest period first
 * (then the latest calculation), whatever their status. Right 9 or 10, an admin or the site's
 * operations manager; INVALID_SHIFT_DETAILS for a shift the app does not have on that site (a
 * deleted shift keeps its rosters).
 */
import { Contract, Status } from '../../contract';
import type { RosterPeriod } from '../../contract';
import { rosterReadAccess } from '../../rosters/access';
import { rostersOfShift } from '../../rosters/findRoster';
import { periodLabel } from '../../rosters/periodLabel';
import { publishStateOf } from '../../rosters/publish/publishState';
import { findSiteShift } from '../../roster-setup/shiftRef';
import type { RosterRecord } from '../../store/types';
import { minuteOf } from '../context';
import { guardedRoute } from '../guardedRoute';

const toRosterPeriod = (roster: RosterRecord): RosterPeriod => ({
  rstd: roster.rstd,
  start_date: roster.start_date,
  end_date: roster.end_date,
  roster_period: periodLabel(roster.start_date, roster.end_date),
  start_calc_time: roster.started_at ? minuteOf(roster.started_at) : '',
  roster_status: roster.status,
  publish_state: publishStateOf(roster),
});

export const rosterPeriodsRoute = guardedRoute(Contract.rosters.periods, {
  authorize: (state, session, { std }) => rosterReadAccess(state, session, std),
  handle: ({ input, appId, ctx }) => {
    const state = ctx.store.data;
    if (!findSiteShift(state, appId, input.std, input.shftd)) return { status: Status.INVALID_SHIFT_DETAILS };
    return {
      status: Status.OK,
      roster_period: rostersOfShift(state, appId, input.std, input.shftd).map(toRosterPeriod),
    };
  },
});
