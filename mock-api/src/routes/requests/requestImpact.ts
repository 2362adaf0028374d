/**
 * /api/rqst/30402 (ours, issue 31) {rqd}: what approving a pending request would change: each
 * rostered day it touches (from today on) with who could cover it, best first (roster-engine
 * coverCandidates against the other rosters as they are now: the 'Who can cover?' ranking), and
 * how many of those days no one can cover. REQUEST_NOT_FOUND for a request not in the user's sites.
 */
import { coverCandidates } from '@times/roster-engine';
import type { CoveredDay } from '../../contract';
import { Contract, SelfServiceStatus, Status } from '../../contract';
import { coverNames } from '../../rosters/edits/coverPeople';
import { requestAccess, scopeOf } from '../../selfService/requestScope';
import { toTouchedDay } from '../../selfService/touches';
import { isoAt } from '../context';
import { guardedRoute } from '../guardedRoute';

/** Candidates shown per day. */
const SHOWN = 3;

export const requestImpactRoute = guardedRoute(Contract.requests.impact, {
  authorize: (state, session) => requestAccess(state, session),
  handle: async ({ input: { rqd }, appId, access, ctx }) => {
    const repo = ctx.repos.selfService;
    const record = await repo.request(appId, rqd);
    if (!record || !(await repo.inScope(appId, record.emd, scopeOf(access))))
      return { status: SelfServiceStatus.REQUEST_NOT_FOUND };
    const today = isoAt(ctx.now()).slice(0, 10);
    const touched = await repo.touched(record, today);
    const days: CoveredDay[] = [];
    for (const day of touched) {
      const roster = await ctx.repos.rosters.open({ appId, std: day.std, sftd: day.sftd, rstd: day.rstd });
      if (!roster.ok) continue;
      const model = await ctx.repos.rosters.withCurrentCommitments(roster.record, roster.model);
      // The place as it would be: the employee off that day.
      const others = roster.result.assignments.filter(
        (one) => !(one.employeeId === record.emd && one.date === day.date),
      );
      const answer = coverCandidates(model, others, { positionId: day.positionId, date: day.date });
      const names = coverNames(model);
      const candidates = answer.candidates
        .filter((one) => one.employeeId !== record.emd)
        .slice(0, SHOWN)
        .map((one) => ({ empd: one.employeeId, ...names.person(one.employeeId) }));
      days.push({ ...toTouchedDay(day), candidates });
    }
    return { status: Status.OK, days, uncovered: days.filter((day) => day.candidates.length === 0).length };
  },
});
