/**
 * /api/rstgen/452807 update a shift position {shftrld, roster_shift_positions: {hours, mon … hld,
 * priority_level}} (the shift and the role stay). ROLE_DOESNOT_EXIST for an shftrld the app does
 * not have; INVALID_SHIFT_DETAILS when its shift is no longer live; DAILY_NUMBER_OF_EMPLOYEES_REQUIRED
 * as on add (its own old counts do not count). ROSTER right 12, an admin or the site's operations
 * manager.
 */
import { Contract, Status } from '../../contract';
import { shiftPositionFields } from '../../roster-setup/positions';
import { RosterShiftStatus } from '@times/shared-sdk/schemas';
import { rosterShiftRoute, siteOfShiftPosition } from './rosterShiftRoute';

const answers = {
  updated: { status: Status.OK },
  'no-position': { status: RosterShiftStatus.ROLE_DOESNOT_EXIST },
  'no-shift': { status: Status.INVALID_SHIFT_DETAILS },
  'counts-unfit': { status: RosterShiftStatus.DAILY_NUMBER_OF_EMPLOYEES_REQUIRED },
} as const;

export const shiftPositionUpdateRoute = rosterShiftRoute(Contract.rosterSetup.positionUpdate, {
  access: 'write',
  siteOf: siteOfShiftPosition,
  // Decided inside the write, on the newest state: two updates at once (on any API process) together
  // stay within the working days' counts.
  handle: async ({ input, appId, ctx }) =>
    answers[
      await ctx.repos.shiftPositions.update(appId, input.shftrld, shiftPositionFields(input.roster_shift_positions))
    ],
});
