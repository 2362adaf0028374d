/**
 * /api/rqst/30403 (ours, issue 31) {rqd, decision, reason}: a manager approves or declines (with a
 * reason) a pending request of an employee on their sites; the decision is kept on the request and
 * the employee hears of it (selfService/decisions.ts). An approval makes time off's days leave days
 * (applies an availability change's changes) and re-plans every calculated roster it touches from today on with the fewest changes, as an absence
 * (rosters/edits/recordAbsence.ts): the people whose days changed on a Published roster are
 * notified and the roster's Summary shows it as its last absence. An approval of a claim of an open
 * shift (issue 34) takes its place first, as the claim would have at once (selfService/openPlace.ts):
 * OPEN_SHIFT_TAKEN when it is no longer open, OPEN_SHIFT_NOT_ALLOWED when a rule would break now, and
 * nothing changes. REQUEST_NOT_FOUND for a request not in the user's sites, REQUEST_NOT_PENDING once decided.
 */
import { Contract, SelfServiceStatus, Status } from '../../contract';
import { addDays } from '../../employees/days';
import { printMessage } from '../../outbox/outbox';
import { recordAbsence } from '../../rosters/edits/recordAbsence';
import { requestAccess, scopeOf } from '../../selfService/requestScope';
import type { TouchedRosterDay } from '../../selfService/touches';
import type { TimeOffRequestRecord } from '../../store/types';
import type { RouteContext } from '../context';
import { isoAt } from '../context';
import { guardedRoute } from '../guardedRoute';
import { openPlaceFor } from '../../selfService/openPlace';

/**
 * The absences an approved request makes on a roster's touched days: time off, one from its first
 * touched day to its last; an availability change, one per run of touched days in a row (a weekday
 * made unavailable frees its days, not the days between them).
 */
function absencesOf(record: TimeOffRequestRecord, days: TouchedRosterDay[]): TouchedRosterDay[][] {
  if (record.kind !== 'availability') return [days];
  const runs: TouchedRosterDay[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && addDays(last.date, 1) >= day.date) run.push(day);
    else runs.push([day]);
  }
  return runs;
}

/** Re-plans each roster the approved request touches, as absences (absencesOf). */
async function replanTouched(ctx: RouteContext, record: TimeOffRequestRecord, touched: TouchedRosterDay[]) {
  const byRoster = new Map<string, TouchedRosterDay[]>();
  for (const day of touched) byRoster.set(day.rstd, [...(byRoster.get(day.rstd) ?? []), day]);
  for (const days of [...byRoster.values()].flatMap((one) => absencesOf(record, one))) {
    const [first] = days;
    if (!first) continue;
    const roster = await ctx.repos.rosters.open({
      appId: record.app_id,
      std: first.std,
      sftd: first.sftd,
      rstd: first.rstd,
    });
    if (!roster.ok) continue;
    const from_date = days[0]!.date;
    const to_date = days.at(-1)!.date;
    const outcome = await recordAbsence(ctx, roster, { empd: record.emd, from_date, to_date });
    if (!outcome.ok)
      ctx.config.logger.error(`Request ${record.rqd}: roster ${first.rstd} not re-planned (${outcome.status}).`);
  }
}

export const requestDecideRoute = guardedRoute(Contract.requests.decide, {
  authorize: (state, session) => requestAccess(state, session),
  handle: async ({ input: { rqd, decision, reason }, appId, access, ctx }) => {
    const repo = ctx.repos.selfService;
    const sites = scopeOf(access);
    const found = await repo.request(appId, rqd);
    if (!found || !(await repo.inScope(appId, found.emd, sites)))
      return { status: SelfServiceStatus.REQUEST_NOT_FOUND };
    const nowIso = isoAt(ctx.now());
    const today = nowIso.slice(0, 10);
    if (found.kind === 'open_shift' && decision === 'approve') {
      // The place is taken first, checked as it is now; a claim that became invalid is refused and nothing changes.
      if (found.state !== 'pending') return { status: SelfServiceStatus.REQUEST_NOT_PENDING };
      const outcome = found.place
        ? await openPlaceFor(ctx, { appId, emd: found.emd, place: found.place, date: found.from_date, take: true })
        : 'gone';
      if (outcome === 'gone') return { status: SelfServiceStatus.OPEN_SHIFT_TAKEN };
      if (outcome === 'not-allowed') return { status: SelfServiceStatus.OPEN_SHIFT_NOT_ALLOWED };
    }
    const touched = await repo.touched(found, today);
    const user = await ctx.repos.accounts.user(access.userId);
    const written = await repo.decide({
      appId,
      rqd,
      action: decision === 'approve' ? 'approved' : 'declined',
      reason,
      by: user ? `${user.nm} ${user.snm}`.trim() : '',
      nowIso,
      mayDecide: (record) => record.emd === found.emd,
    });
    if (written.decided.kind === 'not-found') return { status: SelfServiceStatus.REQUEST_NOT_FOUND };
    if (written.decided.kind === 'not-pending') return { status: SelfServiceStatus.REQUEST_NOT_PENDING };
    for (const message of written.messages) printMessage(ctx, message);
    const record = written.decided.record;
    if (record.state === 'approved') await replanTouched(ctx, record, touched);
    return { status: Status.OK, request: await repo.requestRow(record, today) };
  },
});
