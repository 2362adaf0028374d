/**
 * /api/rostCalc/45428232 (ours) {std, sftd, roster_ref, empd, from_date, to_date}: the employee is
 * absent on those days (inside the period; ABSENCE_OUTSIDE_PERIOD otherwise). Their days from today
 * on are taken out and each freed place goes to its best candidate, nothing else changing
 * (roster-engine rerosterAfterAbsence); the roster keeps the absence in its model (unavailable
 * dates) and the changes (`last_changes`, listed by the summary), and answers them with the places
 * no one could take. A Published roster notifies the employees whose days changed. The rights of
 * a swap or move.
 */
import { rerosterAfterAbsence, revalidate } from '@times/roster-engine';
import { RosterStatusCode } from '@times/shared-sdk/schemas';
import { Contract, Status } from '../../../contract';
import { ROSTER_ADJUST_RIGHTS, rosterWriteAccess } from '../../../rosters/access';
import { coverNames } from '../../../rosters/edits/coverPeople';
import { withCurrentCommitments } from '../../../rosters/edits/currentCommitments';
import { writeRosterEdit } from '../../../rosters/edits/writeRosterEdit';
import { openRoster } from '../../../rosters/views/openRoster';
import { isoAt } from '../../context';
import { guardedRoute } from '../../guardedRoute';

export const markAbsentRoute = guardedRoute(Contract.rosters.markAbsent, {
  authorize: (state, session, { std }) => rosterWriteAccess(state, session, ROSTER_ADJUST_RIGHTS, std),
  handle: async ({ input: { std, sftd, roster_ref, empd, from_date, to_date }, appId, ctx }) => {
    const roster = openRoster(ctx.store.data, { appId, std, sftd, rstd: roster_ref, live: true });
    if (!roster.ok) return roster.answer;
    const { record } = roster;
    if (to_date < from_date || from_date < record.start_date || to_date > record.end_date)
      return { status: RosterStatusCode.ABSENCE_OUTSIDE_PERIOD };
    const model = withCurrentCommitments(ctx.store.data, record, roster.model);
    if (!model.employees.some((one) => one.id === empd)) return { status: RosterStatusCode.ENTRY_NOT_FOUND };
    const today = isoAt(ctx.now()).slice(0, 10);
    const answer = rerosterAfterAbsence(
      model,
      roster.result.assignments,
      { employeeId: empd, from: from_date, to: to_date },
      today,
    );
    const names = coverNames(model);
    const changes = answer.changes.map((change) => ({
      kind: change.kind,
      empd: change.employeeId,
      ...names.person(change.employeeId),
      entry_date: change.date,
      rld: change.positionId,
      position_name: names.position(change.positionId),
    }));
    const revalidation = revalidate(answer.model, answer.assignments);
    await writeRosterEdit(ctx, record.id, revalidation, answer.model);
    await ctx.store.update((draft) => {
      const stored = draft.rosters.find((one) => one.id === record.id);
      if (stored) stored.last_changes = { at: isoAt(ctx.now()), absent: empd, from_date, to_date, changes };
    });
    return {
      status: Status.OK,
      changes,
      open: answer.open.map((place) => ({
        entry_date: place.date,
        rld: place.positionId,
        position_name: names.position(place.positionId),
      })),
    };
  },
});
