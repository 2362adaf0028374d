/**
 * /api/rostCalc/45428232 (ours) {std, sftd, roster_ref, empd, from_date, to_date}: the employee is
 * absent on those days (inside the period; ABSENCE_OUTSIDE_PERIOD otherwise). Their days from today
 * on are taken out and each freed place goes to its best candidate, nothing else changing
 * (roster-engine rerosterAfterAbsence); the roster keeps the absence in its model (unavailable
 * dates) and the changes (`last_changes`, listed by the summary), and answers them with the places
 * no one could take. A Published roster notifies the employees whose days changed. The rights of
 * a swap or move. Days changed by another edit or a calculation since they were read answer
 * ENTRY_NOT_FOUND (nothing is written).
 */
import { rerosterAfterAbsence, revalidate } from '@times/roster-engine';
import { RosterStatusCode } from '@times/shared-sdk/schemas';
import { Contract, Status } from '../../../contract';
import { ROSTER_ADJUST_RIGHTS, rosterWriteAccess } from '../../../rosters/access';
import { coverNames } from '../../../rosters/edits/coverPeople';
import { saveRosterEdit } from '../../../rosters/edits/saveRosterEdit';
import { isoAt } from '../../context';
import { guardedRoute } from '../../guardedRoute';

export const markAbsentRoute = guardedRoute(Contract.rosters.markAbsent, {
  authorize: (state, session, { std }) => rosterWriteAccess(state, session, ROSTER_ADJUST_RIGHTS, std),
  handle: async ({ input: { std, sftd, roster_ref, empd, from_date, to_date }, appId, ctx }) => {
    const { rosters } = ctx.repos;
    const roster = await rosters.open({ appId, std, sftd, rstd: roster_ref, live: true });
    if (!roster.ok) return roster.answer;
    const { record } = roster;
    if (to_date < from_date || from_date < record.start_date || to_date > record.end_date)
      return { status: RosterStatusCode.ABSENCE_OUTSIDE_PERIOD };
    const model = await rosters.withCurrentCommitments(record, roster.model);
    if (!model.employees.some((one) => one.id === empd)) return { status: RosterStatusCode.ENTRY_NOT_FOUND };
    const now = isoAt(ctx.now());
    const today = now.slice(0, 10);
    const { assignments } = roster.result;
    const answer = rerosterAfterAbsence(model, assignments, { employeeId: empd, from: from_date, to: to_date }, today);
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
    // The days, the absence's model and its log in one write.
    const saved = await saveRosterEdit(ctx, {
      rosterId: record.id,
      assignments,
      revalidation,
      model: answer.model,
      editedAt: now,
      lastChanges: { at: now, absent: empd, from_date, to_date, changes },
    });
    if (!saved) return { status: RosterStatusCode.ENTRY_NOT_FOUND };
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
