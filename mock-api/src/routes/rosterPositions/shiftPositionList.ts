/**
 * /api/rstgen/7752341 the positions of a shift {std, sftd} as roster_shift_positions, highest
 * priority first, with the totals of the shift employees in each role. INVALID_SHIFT_DETAILS when
 * std/sftd is not a live shift of a site of the app. ROSTER right 10 or 12, an admin or the
 * site's operations manager.
 */
import { Contract, Status } from '../../contract';
import { shiftPositionRows } from '../../roster-setup/positions';
import { liveShiftAmong } from '../../roster-setup/shiftRef';
import { rosterShiftRoute, siteOfPayload } from './rosterShiftRoute';

export const shiftPositionListRoute = rosterShiftRoute(Contract.rosterSetup.positionList, {
  access: 'read',
  siteOf: siteOfPayload,
  handle: async ({ input: { std, sftd }, appId, ctx }) => {
    if (!liveShiftAmong(await ctx.repos.rosterSetup.shiftsOnSite(appId, std, sftd)))
      return { status: Status.INVALID_SHIFT_DETAILS };
    const shown = await ctx.repos.shiftPositions.shownOfShift(appId, sftd);
    return { status: Status.OK, roster_shift_positions: shiftPositionRows(shown) };
  },
});
