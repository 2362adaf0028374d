/**
 * /api/rstgen/562312 delete a shift position {shftrld}. ROLE_DOESNOT_EXIST for an shftrld the app
 * does not have; RECORD_IN_USE while employees of the shift are in that role (they are moved or
 * removed first: a delete never takes shift employees with it). ROSTER right 12, an admin or the
 * site's operations manager. Decided inside the write, on the newest state.
 */
import { Contract, Status } from '../../contract';
import { RosterShiftStatus } from '@times/shared-sdk/schemas';
import { rosterShiftRoute, siteOfShiftPosition } from './rosterShiftRoute';

const answers = {
  removed: { status: Status.OK },
  'no-position': { status: RosterShiftStatus.ROLE_DOESNOT_EXIST },
  'in-use': { status: Status.RECORD_IN_USE },
} as const;

export const shiftPositionDeleteRoute = rosterShiftRoute(Contract.rosterSetup.positionDelete, {
  access: 'write',
  siteOf: siteOfShiftPosition,
  handle: async ({ input, appId, ctx }) => answers[await ctx.repos.shiftPositions.remove(appId, input.shftrld)],
});
