/**
 * /api/rostCalc/45428231 (ours) {std, sftd, roster_ref, entry_date, rld, empd}: the employee takes
 * the place when they are one of its candidates (COVER_NOT_ALLOWED otherwise: not qualified, not
 * free, or a hard rule would break), then the roster is re-validated and stored as after a move
 * (the day pinned; a Published roster notifies the employee: rosters/edits/takePlace.ts). Days
 * changed by another edit or a calculation since they were read answer COVER_NOT_ALLOWED (nothing
 * is written).
 */
import { RosterStatusCode } from '@times/shared-sdk/schemas';
import { Contract, Status } from '../../../contract';
import { ROSTER_ADJUST_RIGHTS, rosterWriteAccess } from '../../../rosters/access';
import { takePlace } from '../../../rosters/edits/takePlace';
import { guardedRoute } from '../../guardedRoute';

export const assignCoverRoute = guardedRoute(Contract.rosters.assignCover, {
  authorize: (state, session, { std }) => rosterWriteAccess(state, session, ROSTER_ADJUST_RIGHTS, std),
  handle: async ({ input: { std, sftd, roster_ref, entry_date, rld, empd }, appId, ctx }) => {
    const { rosters } = ctx.repos;
    const roster = await rosters.open({ appId, std, sftd, rstd: roster_ref, live: true });
    if (!roster.ok) return roster.answer;
    const taken = await takePlace(ctx, {
      roster: roster.record,
      model: await rosters.withCurrentCommitments(roster.record, roster.model),
      result: roster.result,
      place: { positionId: rld, date: entry_date },
      employeeId: empd,
    });
    return { status: taken === 'taken' ? Status.OK : RosterStatusCode.COVER_NOT_ALLOWED };
  },
});
