/**
 * /api/rostStats/778120 roster details, paged (ours) {shftd, std, rstd, page_number, list_lst_id,
 * lst_count, total_employees, total_positions}: ROSTER_DETAILS_PAGE_SIZE employees a page (page 1,
 * then the employees after row list_lst_id), their assigned days, every position and the day
 * totals. Readers and statuses as the summary statistics.
 */
import { Paths, Status } from '../../contract';
import type { RosterDetailsResponse } from '../../contract';
import { rosterReadAccess } from '../../rosters/access';
import { rosterHeaderOf } from '../../rosters/header';
import { openRoster } from '../../rosters/views/openRoster';
import { rosterDetailsOf } from '../../rosters/views/rosterDetails';
import { ROSTER_DETAILS_PAGE_SIZE, rosterDetailsSchema } from '@times/shared-sdk/schemas';
import { guardedRoute } from '../guardedRoute';

export const rosterDetailsRoute = guardedRoute({
  path: Paths.rosters.details,
  schema: rosterDetailsSchema,
  authorize: (state, session, { std }) => rosterReadAccess(state, session, std),
  handle: ({ input: { shftd, std, rstd, page_number, list_lst_id, lst_count }, appId, ctx }) => {
    const state = ctx.store.data;
    const roster = openRoster(state, { appId, std, sftd: shftd, rstd });
    if (!roster.ok) return roster.answer;
    const answer: RosterDetailsResponse = {
      status: Status.OK,
      roster: rosterHeaderOf(state, roster.record),
      ...rosterDetailsOf({
        model: roster.model,
        result: roster.result,
        employees: state.employees,
        appId,
        cursor: { page_number, list_lst_id, lst_count },
        pageSize: ROSTER_DETAILS_PAGE_SIZE,
      }),
    };
    return answer;
  },
});
