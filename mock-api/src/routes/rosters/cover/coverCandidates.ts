/**
 * /api/rostCalc/45428230 (ours) {std, sftd, roster_ref, entry_date, rld}: who can cover the
 * position on the date, best first (roster-engine coverCandidates, against the other rosters as
 * they are now), and who may not, with why. The rights of a swap or move.
 */
import { coverCandidates } from '@times/roster-engine';
import { Contract, Status } from '../../../contract';
import { ROSTER_ADJUST_RIGHTS, rosterWriteAccess } from '../../../rosters/access';
import { coverNames } from '../../../rosters/edits/coverPeople';
import { guardedRoute } from '../../guardedRoute';

export const coverCandidatesRoute = guardedRoute(Contract.rosters.coverCandidates, {
  authorize: (state, session, { std }) => rosterWriteAccess(state, session, ROSTER_ADJUST_RIGHTS, std),
  handle: async ({ input: { std, sftd, roster_ref, entry_date, rld }, appId, ctx }) => {
    const roster = await ctx.repos.rosters.open({ appId, std, sftd, rstd: roster_ref, live: true });
    if (!roster.ok) return roster.answer;
    const model = await ctx.repos.rosters.withCurrentCommitments(roster.record, roster.model);
    const answer = coverCandidates(model, roster.result.assignments, { positionId: rld, date: entry_date });
    const names = coverNames(model);
    return {
      status: Status.OK,
      candidates: answer.candidates.map((candidate) => ({
        empd: candidate.employeeId,
        ...names.person(candidate.employeeId),
        cost: candidate.cost,
        hours: candidate.hours,
        relieves: candidate.relieves ? (1 as const) : (0 as const),
        reasons: candidate.reasons,
      })),
      excluded: answer.excluded.map((one) => ({
        empd: one.employeeId,
        ...names.person(one.employeeId),
        reason: one.reason,
      })),
    };
  },
});
