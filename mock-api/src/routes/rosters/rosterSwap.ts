/**
 * /api/rostCalc/4567123 swap {std, sftd, roster_ref, drpped_data, on_position_data}: the two
 * employees' cells trade dates and the roster is re-validated and stored (assignments,
 * violations, uncovered slots, score, day totals, summary). Adjusters: ROSTER right 9 or 11,
 * admins, the site's operations manager, on a site whose isCreate is 1. Refusals:
 * CANT_DROP_THE_SAME_EMPLOYEE, SWAP_DATE_NOT_EMPTY, ENTRY_NOT_FOUND, EMPLOYEE_WORKS_ELSEWHERE and
 * REST_HOURS_TOO_SHORT (against the app's other rosters as they are now), and the reads' statuses.
 * A Published roster notifies the two employees (writeRosterEdit).
 */
import { Contract, Status } from '../../contract';
import { ROSTER_ADJUST_RIGHTS, rosterWriteAccess } from '../../rosters/access';
import { withCurrentCommitments } from '../../rosters/edits/currentCommitments';
import { writeRosterEdit } from '../../rosters/edits/writeRosterEdit';
import { swapRoster } from '../../rosters/edits/swapRoster';
import { openRoster } from '../../rosters/views/openRoster';
import { guardedRoute } from '../guardedRoute';

export const rosterSwapRoute = guardedRoute(Contract.rosters.swap, {
  authorize: (state, session, { std }) => rosterWriteAccess(state, session, ROSTER_ADJUST_RIGHTS, std),
  handle: async ({ input: { std, sftd, roster_ref, drpped_data, on_position_data }, appId, ctx }) => {
    const roster = openRoster(ctx.store.data, { appId, std, sftd, rstd: roster_ref, live: true });
    if (!roster.ok) return roster.answer;
    const model = withCurrentCommitments(ctx.store.data, roster.record, roster.model);
    const edit = swapRoster(model, roster.result.assignments, drpped_data, on_position_data);
    if (!edit.ok) return { status: edit.status };
    await writeRosterEdit(ctx, roster.record.id, edit.revalidation, model);
    return { status: Status.OK };
  },
});
