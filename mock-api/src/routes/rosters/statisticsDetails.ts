/**
 * /api/rostStats/5452353 statistics details {shftd, std, rstd}: the roster's header, its
 * violations and uncovered slots in words (by date, then employee) and the number of hard rules
 * broken. Readers and statuses as the summary statistics.
 */
import { Paths, Status } from '../../contract';
import type { RosterStatisticsDetailsResponse } from '../../contract';
import { rosterReadAccess } from '../../rosters/access';
import { rosterHeaderOf } from '../../rosters/header';
import { openRoster } from '../../rosters/views/openRoster';
import { statisticsDetailsOf } from '../../rosters/views/statisticsDetails';
import { rosterRefSchema } from '@times/shared-sdk/schemas';
import { guardedRoute } from '../guardedRoute';

export const statisticsDetailsRoute = guardedRoute({
  path: Paths.rosters.statisticsDetails,
  schema: rosterRefSchema,
  authorize: (state, session, { std }) => rosterReadAccess(state, session, std),
  handle: ({ input: { shftd, std, rstd }, appId, ctx }) => {
    const state = ctx.store.data;
    const roster = openRoster(state, { appId, std, sftd: shftd, rstd });
    if (!roster.ok) return roster.answer;
    const answer: RosterStatisticsDetailsResponse = {
      status: Status.OK,
      roster: rosterHeaderOf(state, roster.record),
      ...statisticsDetailsOf(roster.model, roster.result),
    };
    return answer;
  },
});
