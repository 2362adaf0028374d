/**
 * /api/rstgen/556112 add a position to a shift {roster_shift_positions: {std, sftd, rld, hours,
 * mon … hld, priority_level}}. INVALID_SHIFT_DETAILS when std/sftd is not a live shift of a site
 * of the app; ROLE_DOESNOT_EXIST for an rld the app does not have; ROLE_ALREADY_EXIST when the
 * shift has the position; DAILY_NUMBER_OF_EMPLOYEES_REQUIRED when every per-day count is 0 or a
 * count would take the shift's total for its day past the working days' count
 * (roster-setup/positions.ts). OK answers the sftrld. ROSTER right 12, an admin or the site's
 * operations manager.
 */
import { Contract, Status } from '../../contract';
import { shiftPositionFields } from '../../roster-setup/positions';
import { RosterShiftStatus } from '@times/shared-sdk/schemas';
import { rosterShiftRoute } from './rosterShiftRoute';

const refusals = {
  'no-shift': { status: Status.INVALID_SHIFT_DETAILS },
  'no-role': { status: RosterShiftStatus.ROLE_DOESNOT_EXIST },
  'role-taken': { status: RosterShiftStatus.ROLE_ALREADY_EXIST },
  'counts-unfit': { status: RosterShiftStatus.DAILY_NUMBER_OF_EMPLOYEES_REQUIRED },
} as const;

export const shiftPositionAddRoute = rosterShiftRoute(Contract.rosterSetup.positionAdd, {
  access: 'write',
  siteOf: (input) => input.roster_shift_positions.std,
  handle: async ({ input, appId, ctx }) => {
    const { std, sftd, rld, ...form } = input.roster_shift_positions;
    // Decided inside the write, on the newest state: two adds at once (on any API process) store one,
    // and together stay within the working days' counts.
    const added = await ctx.repos.shiftPositions.add(appId, std, sftd, rld, shiftPositionFields(form));
    return added.status === 'added' ? { status: Status.OK, sftrld: added.sftrld } : refusals[added.status];
  },
});
