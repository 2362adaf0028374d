/**
 * Ours: /api/rostCalc/45428224 pin {std, sftd, roster_ref, empd, entry_date, pinned}: pins (1) or
 * unpins (0) an assigned cell of the roster; a recalculation keeps the pinned ones (rosters/pins).
 * Adjusters as for swap and move: ROSTER right 9 or 11, admins, the site's operations manager, on
 * a site whose isCreate is 1. ENTRY_NOT_FOUND when the cell holds no assignment of the roster, and
 * the reads' statuses.
 */
import { Contract, Status } from '../../contract';
import { ROSTER_ADJUST_RIGHTS, rosterWriteAccess } from '../../rosters/access';
import { RosterStatusCode } from '@times/shared-sdk/schemas';
import { guardedRoute } from '../guardedRoute';

export const rosterPinRoute = guardedRoute(Contract.rosters.pin, {
  authorize: (state, session, { std }) => rosterWriteAccess(state, session, ROSTER_ADJUST_RIGHTS, std),
  handle: async ({ input: { std, sftd, roster_ref, empd, entry_date, pinned }, appId, ctx }) => {
    const roster = await ctx.repos.rosters.open({ appId, std, sftd, rstd: roster_ref, live: true });
    if (!roster.ok) return roster.answer;
    const cell = { employeeId: empd, date: entry_date };
    // Whether the cell is assigned is decided in the write, on the roster's newest days.
    const pin = await ctx.repos.rosters.pin(roster.record.id, cell, pinned === 1);
    if (pin === 'not-assigned') return { status: RosterStatusCode.ENTRY_NOT_FOUND };
    return { status: Status.OK };
  },
});
