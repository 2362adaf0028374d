/**
 * /api/rostStats/3452423 summary statistics {shftd, std, rstd}: the roster's header and the
 * engine's figures (hours per employee and role, genders, cross-role cover, per-employee rows,
 * colours) with the gender colours. Readers: ROSTER right 9 or 10, admins, the site's operations
 * manager. INVALID_SHIFT_DETAILS, ROSTER_NOT_FOUND, ROSTER_PROCESSING, ROSTER_FAILED.
 */
import { Paths, Status } from '../../contract';
import type { RosterSummaryResponse } from '../../contract';
import { rosterReadAccess } from '../../rosters/access';
import { rosterHeaderOf } from '../../rosters/header';
import { openRoster } from '../../rosters/views/openRoster';
import { summaryFiguresOf } from '../../rosters/views/summary';
import { rosterRefSchema } from '@times/shared-sdk/schemas';
import { guardedRoute } from '../guardedRoute';

export const rosterSummaryRoute = guardedRoute({
  path: Paths.rosters.summary,
  schema: rosterRefSchema,
  authorize: (state, session, { std }) => rosterReadAccess(state, session, std),
  handle: ({ input: { shftd, std, rstd }, appId, ctx }) => {
    const state = ctx.store.data;
    const roster = openRoster(state, { appId, std, sftd: shftd, rstd });
    if (!roster.ok) return roster.answer;
    const answer: RosterSummaryResponse = { status: Status.OK, roster: rosterHeaderOf(state, roster.record), ...summaryFiguresOf(roster.result) };
    return answer;
  },
});
