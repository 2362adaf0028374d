/**
 * /api/rstgen/5633412 one shift position {shftrld} as roster_shift_positions [one].
 * ROLE_DOESNOT_EXIST for an shftrld the app does not have. ROSTER right 10 or 12, an admin or the
 * site's operations manager.
 */
import { Paths, Status } from '../../contract';
import type { ShiftPositionsResponse } from '../../contract';
import { findShiftPosition, toShiftPosition } from '../../roster-setup/positions';
import { RosterShiftStatus, shiftPositionIdSchema } from '@times/shared-sdk/schemas';
import type { ApiResult } from '../context';
import { rosterShiftRoute } from './rosterShiftRoute';

export const shiftPositionDetailsRoute = rosterShiftRoute({
  path: Paths.rosterSetup.positionDetails,
  schema: shiftPositionIdSchema,
  access: 'read',
  siteOf: (input, state, appId) => findShiftPosition(state, appId, input.shftrld)?.std,
  handle: ({ input, appId, ctx }): ShiftPositionsResponse | ApiResult => {
    const state = ctx.store.data;
    const record = findShiftPosition(state, appId, input.shftrld);
    if (!record) return { status: RosterShiftStatus.ROLE_DOESNOT_EXIST };
    return { status: Status.OK, roster_shift_positions: [toShiftPosition(state, record)] };
  },
});
