/**
 * /api/my/30313 (ours, issue 34) {std, sftd, roster_ref, entry_date, rld}: the employee claims an open place of a
 * Published roster they are on, when it is still open (OPEN_SHIFT_TAKEN otherwise: taken by someone first, the day
 * gone by, the roster changed or no longer published) and they may still take it (OPEN_SHIFT_NOT_ALLOWED: a rule
 * would break now, e.g. they were rostered elsewhere since): openPlace.ts. When the app's shift changes wait for a
 * manager, the claim waits on the Requests page (waits 1; the same claim sent again answers the one waiting) and the
 * place stays open to the others until a manager approves it; otherwise it is taken at once (waits 0), as the
 * manager's cover takes it: the day pinned, the roster re-validated, the employee notified. Two employees taking one
 * place at once: one gets it, the other is told it was taken (the roster's days are compared as read).
 */
import { Contract, SelfServiceStatus, Status } from '../../contract';
import { isoAt } from '../context';
import { employeeRoute } from './employeeRoute';
import { openPlaceFor } from './openPlace';

export const myOpenShiftClaimRoute = employeeRoute(
  Contract.myTimes.openShiftClaim,
  async ({ input, me, appId, ctx }) => {
    const { std, sftd, roster_ref, entry_date, rld } = input;
    const emd = me.employee.emd;
    const place = { std, sftd, rstd: roster_ref, rld };
    const waits = await ctx.repos.selfService.changesWait(appId);
    const outcome = await openPlaceFor(ctx, { appId, emd, place, date: entry_date, take: !waits });
    if (outcome === 'gone') return { status: SelfServiceStatus.OPEN_SHIFT_TAKEN };
    if (outcome === 'not-allowed') return { status: SelfServiceStatus.OPEN_SHIFT_NOT_ALLOWED };
    if (!waits) return { status: Status.OK, waits: 0 as const };
    await ctx.repos.selfService.addClaim({ appId, emd, place, date: entry_date, nowIso: isoAt(ctx.now()) });
    return { status: Status.OK, waits: 1 as const };
  },
);
