/**
 * /api/rostCalc/4567123 swap {std, sftd, roster_ref, drpped_data, on_position_data}: the two
 * employees' cells trade dates and the roster is re-validated and stored (assignments,
 * violations, uncovered slots, score, day totals, summary). Adjusters: ROSTER right 9 or 11,
 * admins, the site's operations manager, on a site whose isCreate is 1. Refusals:
 * CANT_DROP_THE_SAME_EMPLOYEE, SWAP_DATE_NOT_EMPTY, ENTRY_NOT_FOUND, EMPLOYEE_WORKS_ELSEWHERE and
 * REST_HOURS_TOO_SHORT (against the app's other rosters as they are now), and the reads' statuses.
 * A Published roster notifies the two employees (in the edit's write). Days changed by another
 * edit or a calculation since they were read answer ENTRY_NOT_FOUND (nothing is written).
 */
import { Contract, Status } from '../../contract';
import { ROSTER_ADJUST_RIGHTS, rosterWriteAccess } from '../../rosters/access';
import { swapRoster } from '../../rosters/edits/swapRoster';
import { RosterStatusCode } from '@times/shared-sdk/schemas';
import { saveRosterEdit } from '../../rosters/edits/saveRosterEdit';
import { isoAt } from '../context';
import { guardedRoute } from '../guardedRoute';

export const rosterSwapRoute = guardedRoute(Contract.rosters.swap, {
  authorize: (state, session, { std }) => rosterWriteAccess(state, session, ROSTER_ADJUST_RIGHTS, std),
  handle: async ({ input: { std, sftd, roster_ref, drpped_data, on_position_data }, appId, ctx }) => {
    const { rosters } = ctx.repos;
    const roster = await rosters.open({ appId, std, sftd, rstd: roster_ref, live: true });
    if (!roster.ok) return roster.answer;
    const { assignments } = roster.result;
    const model = await rosters.withCurrentCommitments(roster.record, roster.model);
    const edit = swapRoster(model, assignments, drpped_data, on_position_data);
    if (!edit.ok) return { status: edit.status };
    const { revalidation } = edit;
    const saved = await saveRosterEdit(ctx, {
      rosterId: roster.record.id,
      assignments,
      revalidation,
      model,
      editedAt: isoAt(ctx.now()),
    });
    return { status: saved ? Status.OK : RosterStatusCode.ENTRY_NOT_FOUND };
  },
});
