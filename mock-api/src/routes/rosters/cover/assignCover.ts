/**
 * /api/rostCalc/45428231 (ours) {std, sftd, roster_ref, entry_date, rld, empd}: the employee takes
 * the place when they are one of its candidates (COVER_NOT_ALLOWED otherwise: not qualified, not
 * free, or a hard rule would break), then the roster is re-validated and stored as after a move
 * (the day pinned; a Published roster notifies the employee). Days changed by another edit or a
 * calculation since they were read answer COVER_NOT_ALLOWED (nothing is written).
 */
import { coverCandidates, revalidate } from '@times/roster-engine';
import { RosterStatusCode } from '@times/shared-sdk/schemas';
import { Contract, Status } from '../../../contract';
import { ROSTER_ADJUST_RIGHTS, rosterWriteAccess } from '../../../rosters/access';
import { saveRosterEdit } from '../../../rosters/edits/saveRosterEdit';
import { isoAt } from '../../context';
import { guardedRoute } from '../../guardedRoute';

export const assignCoverRoute = guardedRoute(Contract.rosters.assignCover, {
  authorize: (state, session, { std }) => rosterWriteAccess(state, session, ROSTER_ADJUST_RIGHTS, std),
  handle: async ({ input: { std, sftd, roster_ref, entry_date, rld, empd }, appId, ctx }) => {
    const { rosters } = ctx.repos;
    const roster = await rosters.open({ appId, std, sftd, rstd: roster_ref, live: true });
    if (!roster.ok) return roster.answer;
    const model = await rosters.withCurrentCommitments(roster.record, roster.model);
    const { assignments } = roster.result;
    const { candidates } = coverCandidates(model, assignments, { positionId: rld, date: entry_date });
    const employee = model.employees.find((one) => one.id === empd);
    if (!employee || !candidates.some((candidate) => candidate.employeeId === empd))
      return { status: RosterStatusCode.COVER_NOT_ALLOWED };
    const next = [
      ...assignments,
      { employeeId: empd, date: entry_date, positionId: rld, gender: employee.gender, dayType: 'normal' as const },
    ];
    const revalidation = revalidate(model, next);
    const saved = await saveRosterEdit(ctx, {
      rosterId: roster.record.id,
      assignments,
      revalidation,
      model,
      editedAt: isoAt(ctx.now()),
    });
    return { status: saved ? Status.OK : RosterStatusCode.COVER_NOT_ALLOWED };
  },
});
