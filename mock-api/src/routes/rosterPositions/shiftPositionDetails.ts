/**
 * /api/rstgen/5633412 one shift position {shftrld} as roster_shift_positions [one].
 * ROLE_DOESNOT_EXIST for an shftrld the app does not have. ROSTER right 10 or 12, an admin or the
 * site's operations manager.
 */
import { Contract, Status } from '../../contract';
import { toShiftPositionRow } from '../../roster-setup/positions';
import { RosterShiftStatus } from '@times/shared-sdk/schemas';
import { rosterShiftRoute, siteOfShiftPosition } from './rosterShiftRoute';

export const shiftPositionDetailsRoute = rosterShiftRoute(Contract.rosterSetup.positionDetails, {
  access: 'read',
  siteOf: siteOfShiftPosition,
  handle: async ({ input, appId, ctx }) => {
    const shown = await ctx.repos.shiftPositions.shown(appId, input.shftrld);
    if (!shown) return { status: RosterShiftStatus.ROLE_DOESNOT_EXIST };
    return { status: Status.OK, roster_shift_positions: [toShiftPositionRow(shown)] };
  },
});
