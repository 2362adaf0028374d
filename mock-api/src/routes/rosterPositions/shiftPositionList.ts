/**
 * /api/rstgen/7752341 the positions of a shift {std, sftd} as roster_shift_positions, highest
 * priority first, with the totals of the shift employees in each role. INVALID_SHIFT_DETAILS when
 * std/sftd is not a live shift of a site of the app. ROSTER right 10 or 12, an admin or the
 * site's operations manager.
 */
import { Contract, Status } from '../../contract';
import { liveShiftOf, shiftPositionList } from '../../roster-setup/positions';
import { rosterShiftRoute, siteOfPayload } from './rosterShiftRoute';

export const shiftPositionListRoute = rosterShiftRoute(Contract.rosterSetup.positionList, {
  access: 'read',
  siteOf: siteOfPayload,
  handle: ({ input: { std, sftd }, appId, ctx }) => {
    const state = ctx.store.data;
    if (!liveShiftOf(state, appId, std, sftd)) return { status: Status.INVALID_SHIFT_DETAILS };
    return { status: Status.OK, roster_shift_positions: shiftPositionList(state, appId, sftd) };
  },
});
