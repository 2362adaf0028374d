/**
 * Ours: /api/rostCalc/45428224 pin {std, sftd, roster_ref, empd, entry_date, pinned}: pins (1) or
 * unpins (0) an assigned cell of the roster; a recalculation keeps the pinned ones (rosters/pins).
 * Adjusters as for swap and move: ROSTER right 9 or 11, admins, the site's operations manager, on
 * a site whose isCreate is 1. ENTRY_NOT_FOUND when the cell holds no assignment of the roster, and
 * the reads' statuses.
 */
import { Contract, Status } from '../../contract';
import { ROSTER_ADJUST_RIGHTS, rosterWriteAccess } from '../../rosters/access';
import { withPin, pinsOf } from '../../rosters/pins/rosterPins';
import { openRoster } from '../../rosters/views/openRoster';
import { RosterStatusCode } from '@times/shared-sdk/schemas';
import { guardedRoute } from '../guardedRoute';

export const rosterPinRoute = guardedRoute(Contract.rosters.pin, {
  authorize: (state, session, { std }) => rosterWriteAccess(state, session, ROSTER_ADJUST_RIGHTS, std),
  handle: async ({ input: { std, sftd, roster_ref, empd, entry_date, pinned }, appId, ctx }) => {
    const roster = openRoster(ctx.store.data, { appId, std, sftd, rstd: roster_ref, live: true });
    if (!roster.ok) return roster.answer;
    const cell = { employeeId: empd, date: entry_date };
    const assigned = roster.result.assignments.some((one) => one.employeeId === empd && one.date === entry_date);
    if (!assigned) return { status: RosterStatusCode.ENTRY_NOT_FOUND };
    await ctx.store.update((draft) => {
      const record = draft.rosters.find((candidate) => candidate.id === roster.record.id);
      if (record) record.pins = withPin(pinsOf(record), cell, pinned === 1);
    });
    return { status: Status.OK };
  },
});
