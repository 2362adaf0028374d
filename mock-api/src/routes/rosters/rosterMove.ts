/**
 * /api/rostCalc/45428223 move {std, sftd, roster_ref, source_name, source_surname, source_empd,
 * source_entry_date, target_data}: the source cell's day goes to the empty target cell and the
 * roster is re-validated and stored as after a swap. Adjusters as the swap. Refusals:
 * DATE_NOT_EMPTY, ENTRY_NOT_FOUND, EMPLOYEE_WORKS_ELSEWHERE and REST_HOURS_TOO_SHORT (against the
 * app's other rosters as they are now), and the reads' statuses.
 */
import { Contract, Status } from '../../contract';
import { ROSTER_ADJUST_RIGHTS, rosterWriteAccess } from '../../rosters/access';
import { moveRoster } from '../../rosters/edits/moveRoster';
import { withCurrentCommitments } from '../../rosters/edits/currentCommitments';
import { writeRosterEdit } from '../../rosters/edits/writeRosterEdit';
import { openRoster } from '../../rosters/views/openRoster';
import { guardedRoute } from '../guardedRoute';

export const rosterMoveRoute = guardedRoute(Contract.rosters.move, {
  authorize: (state, session, { std }) => rosterWriteAccess(state, session, ROSTER_ADJUST_RIGHTS, std),
  handle: async ({ input: { std, sftd, roster_ref, source_empd, source_entry_date, target_data }, appId, ctx }) => {
    const roster = openRoster(ctx.store.data, { appId, std, sftd, rstd: roster_ref, live: true });
    if (!roster.ok) return roster.answer;
    const source = { empd: source_empd, entry_date: source_entry_date };
    const model = withCurrentCommitments(ctx.store.data, roster.record, roster.model);
    const edit = moveRoster(model, roster.result.assignments, source, target_data);
    if (!edit.ok) return { status: edit.status };
    await writeRosterEdit(ctx, roster.record.id, edit.revalidation, model);
    return { status: Status.OK };
  },
});
