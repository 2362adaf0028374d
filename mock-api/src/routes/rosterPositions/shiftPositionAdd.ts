/**
 * /api/rstgen/556112 add a position to a shift {roster_shift_positions: {std, sftd, rld, hours,
 * mon … hld, priority_level}}. INVALID_SHIFT_DETAILS when std/sftd is not a live shift of a site
 * of the app; ROLE_DOESNOT_EXIST for an rld the app does not have; ROLE_ALREADY_EXIST when the
 * shift has the position; DAILY_NUMBER_OF_EMPLOYEES_REQUIRED when every per-day count is 0 or a
 * count would take the shift's total for its day past the working days' count
 * (roster-setup/positions.ts). OK answers the sftrld. ROSTER right 12, an admin or the site's
 * operations manager.
 */
import { newPublicId } from '../../apps/apps';
import { Contract, Status } from '../../contract';
import { findPosition } from '../../positions/positions';
import { dailyCountsFit, liveShiftOf, shiftPositionFields, shiftPositionsOf } from '../../roster-setup/positions';
import { baseOf } from '../../store/mutation';
import { nextId } from '../../store/types';
import { RosterShiftStatus } from '@times/shared-sdk/schemas';
import { rosterShiftRoute } from './rosterShiftRoute';

export const shiftPositionAddRoute = rosterShiftRoute(Contract.rosterSetup.positionAdd, {
  access: 'write',
  siteOf: (input) => input.roster_shift_positions.std,
  handle: async ({ input, appId, ctx }) => {
    const state = ctx.store.data;
    const { std, sftd, rld, ...form } = input.roster_shift_positions;
    if (!liveShiftOf(state, appId, std, sftd)) return { status: Status.INVALID_SHIFT_DETAILS };
    if (!findPosition(state, appId, rld)) return { status: RosterShiftStatus.ROLE_DOESNOT_EXIST };
    const fields = shiftPositionFields(form);

    const sftrld = await ctx.store.update((draft) => {
      // Checked inside the write, on the newest state: two adds at once (on any API process) store one,
      // and together stay within the working days' counts.
      const newest = baseOf(draft);
      if (shiftPositionsOf(newest, appId, sftd).some((position) => position.rld === rld))
        return { status: RosterShiftStatus.ROLE_ALREADY_EXIST } as const;
      if (!dailyCountsFit(newest, appId, sftd, fields))
        return { status: RosterShiftStatus.DAILY_NUMBER_OF_EMPLOYEES_REQUIRED } as const;
      draft.shift_positions ??= [];
      const publicId = newPublicId(draft.shift_positions.map((record) => record.sftrld));
      draft.shift_positions.push({
        id: nextId(draft.shift_positions),
        sftrld: publicId,
        app_id: appId,
        std,
        sftd,
        rld,
        ...fields,
      });
      return publicId;
    });
    return typeof sftrld === 'string' ? { status: Status.OK, sftrld } : sftrld;
  },
});
