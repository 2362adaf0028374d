/**
 * /api/my/30313 (ours, issue 34) {std, sftd, roster_ref, entry_date, rld}: the employee takes an open place of a
 * Published roster they are on, when it is still open (OPEN_SHIFT_TAKEN otherwise: taken by someone first, the day
 * gone by, the roster changed or no longer published) and they may still take it (OPEN_SHIFT_NOT_ALLOWED: a rule
 * would break now, e.g. they were rostered elsewhere since). Taken as the manager's cover takes it
 * (rosters/edits/takePlace.ts): the day pinned, the roster re-validated, the employee notified. Two employees
 * claiming one place at once: one gets it, the other is told it was taken (the roster's days are compared as read).
 */
import { Contract, SelfServiceStatus, Status } from '../../contract';
import { takePlace } from '../../rosters/edits/takePlace';
import { isPublished } from '../../rosters/publish/publishState';
import { isoAt } from '../context';
import { employeeRoute } from './employeeRoute';

const gone = { status: SelfServiceStatus.OPEN_SHIFT_TAKEN } as const;

export const myOpenShiftClaimRoute = employeeRoute(
  Contract.myTimes.openShiftClaim,
  async ({ input, me, appId, ctx }) => {
    const { std, sftd, roster_ref, entry_date, rld } = input;
    const { rosters } = ctx.repos;
    const roster = await rosters.open({ appId, std, sftd, rstd: roster_ref, live: true });
    if (!roster.ok || !isPublished(roster.record) || entry_date < isoAt(ctx.now()).slice(0, 10)) return gone;
    const open = roster.result.uncovered.some(
      (slot) => slot.date === entry_date && slot.positionId === rld && slot.missing > 0,
    );
    if (!open) return gone;
    const taken = await takePlace(ctx, {
      roster: roster.record,
      model: await rosters.withCurrentCommitments(roster.record, roster.model),
      result: roster.result,
      place: { positionId: rld, date: entry_date },
      employeeId: me.employee.emd,
    });
    if (taken === 'taken') return { status: Status.OK };
    return taken === 'changed' ? gone : { status: SelfServiceStatus.OPEN_SHIFT_NOT_ALLOWED };
  },
);
