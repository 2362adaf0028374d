/**
 * /api/rostCalc/45428232 (ours) {std, sftd, roster_ref, empd, from_date, to_date}: the employee is
 * absent on those days (inside the period; ABSENCE_OUTSIDE_PERIOD otherwise). Their days from today
 * on are taken out and each freed place goes to its best candidate, nothing else changing
 * (rosters/edits/recordAbsence.ts); the answer lists the changes and the places no one could take.
 * A Published roster notifies the employees whose days changed. The rights of a swap or move. Days
 * changed by another edit or a calculation since they were read answer ENTRY_NOT_FOUND (nothing is
 * written).
 */
import { Contract, Status } from '../../../contract';
import { ROSTER_ADJUST_RIGHTS, rosterWriteAccess } from '../../../rosters/access';
import { recordAbsence } from '../../../rosters/edits/recordAbsence';
import { guardedRoute } from '../../guardedRoute';

export const markAbsentRoute = guardedRoute(Contract.rosters.markAbsent, {
  authorize: (state, session, { std }) => rosterWriteAccess(state, session, ROSTER_ADJUST_RIGHTS, std),
  handle: async ({ input: { std, sftd, roster_ref, empd, from_date, to_date }, appId, ctx }) => {
    const roster = await ctx.repos.rosters.open({ appId, std, sftd, rstd: roster_ref, live: true });
    if (!roster.ok) return roster.answer;
    const outcome = await recordAbsence(ctx, roster, { empd, from_date, to_date });
    if (!outcome.ok) return { status: outcome.status };
    return { status: Status.OK, changes: outcome.changes, open: outcome.open };
  },
});
