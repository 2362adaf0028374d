/**
 * /api/rostCalc/45428223 move {std, sftd, roster_ref, source_name, source_surname, source_empd,
 * source_entry_date, target_data}: the source cell's day goes to the empty target cell and the
 * roster is re-validated and stored as after a swap. Adjusters as the swap. Refusals:
 * DATE_NOT_EMPTY, ENTRY_NOT_FOUND, EMPLOYEE_WORKS_ELSEWHERE and REST_HOURS_TOO_SHORT (against the
 * app's other rosters as they are now), and the reads' statuses. Days changed by another edit or a
 * calculation since they were read answer ENTRY_NOT_FOUND (nothing is written).
 */
import { Contract, Status } from '../../contract';
import { ROSTER_ADJUST_RIGHTS, rosterWriteAccess } from '../../rosters/access';
import { moveRoster } from '../../rosters/edits/moveRoster';
import { RosterStatusCode } from '@times/shared-sdk/schemas';
import { saveRosterEdit } from '../../rosters/edits/saveRosterEdit';
import { isoAt } from '../context';
import { guardedRoute } from '../guardedRoute';

export const rosterMoveRoute = guardedRoute(Contract.rosters.move, {
  authorize: (state, session, { std }) => rosterWriteAccess(state, session, ROSTER_ADJUST_RIGHTS, std),
  handle: async ({ input: { std, sftd, roster_ref, source_empd, source_entry_date, target_data }, appId, ctx }) => {
    const { rosters } = ctx.repos;
    const roster = await rosters.open({ appId, std, sftd, rstd: roster_ref, live: true });
    if (!roster.ok) return roster.answer;
    const source = { empd: source_empd, entry_date: source_entry_date };
    const { assignments } = roster.result;
    const model = await rosters.withCurrentCommitments(roster.record, roster.model);
    const edit = moveRoster(model, assignments, source, target_data);
    if (!edit.ok) return { status: edit.status };
    const { revalidation } = edit;
    const saved = await saveRosterEdit(ctx, {
      rosterId: roster.record.id,
      assignments,
      revalidation,
      model,
      editedAt: isoAt(ctx.now()),
    });
    // Another edit or a calculation changed the days first: the source cell is not what was seen.
    return { status: saved ? Status.OK : RosterStatusCode.ENTRY_NOT_FOUND };
  },
});
