/**
 * /api/my/30313 (ours, issue 34) {std, sftd, roster_ref, entry_date, rld}: the employee claims an open place of a
 * Published roster they are on, when it is still open (OPEN_SHIFT_TAKEN otherwise: taken by someone first, the day
 * gone by, the roster changed or no longer published), they may still take it (OPEN_SHIFT_NOT_ALLOWED: a rule
 * would break now, e.g. they were rostered elsewhere since: selfService/openPlace.ts) and the app's limit of claims per employee
 * and roster is not reached (OPEN_SHIFT_LIMIT; claims taken and waiting count). When the app's claims wait for a
 * manager, the claim waits on the Requests page (waits 1; the same claim sent again answers the one waiting; the
 * limit checked again under the employee's lock) and the place stays open to the others until a manager approves
 * it; otherwise it is taken at once (waits 0), as the manager's cover takes it: the day pinned, the roster
 * re-validated, the employee notified; and kept as a claim decided by Times (the Requests page's decided list). Two
 * employees taking one place at once: one gets it, the other is told it was taken (the roster's days as read).
 */
import { Contract, SelfServiceStatus, Status } from '../../contract';
import { claimsPlace, pastLimit } from '../../selfService/openShiftClaims';
import { isoAt } from '../context';
import { employeeRoute } from './employeeRoute';
import { openPlaceFor } from '../../selfService/openPlace';

export const myOpenShiftClaimRoute = employeeRoute(
  Contract.myTimes.openShiftClaim,
  async ({ input, me, appId, ctx }) => {
    const { std, sftd, roster_ref, entry_date, rld } = input;
    const emd = me.employee.emd;
    const place = { std, sftd, rstd: roster_ref, rld };
    const { selfService } = ctx.repos;
    const [{ waits, limit }, claims] = await Promise.all([
      selfService.marketplace(appId),
      selfService.claims(appId, emd),
    ]);
    const again = claims.some((one) => claimsPlace(one, place, entry_date));
    if (!again && pastLimit(claims, roster_ref, limit)) return { status: SelfServiceStatus.OPEN_SHIFT_LIMIT };
    const outcome = await openPlaceFor(ctx, { appId, emd, place, date: entry_date, take: !waits });
    if (outcome === 'gone') return { status: SelfServiceStatus.OPEN_SHIFT_TAKEN };
    if (outcome === 'not-allowed') return { status: SelfServiceStatus.OPEN_SHIFT_NOT_ALLOWED };
    const nowIso = isoAt(ctx.now());
    const kept = await selfService.addClaim({ appId, emd, place, date: entry_date, nowIso, taken: !waits, limit });
    if (kept.kind === 'limit') return { status: SelfServiceStatus.OPEN_SHIFT_LIMIT };
    return { status: Status.OK, waits: waits ? (1 as const) : (0 as const) };
  },
);
