/**
 * /api/rstgen/452807 update a shift position {shftrld, roster_shift_positions: {hours, mon … hld,
 * priority_level}} (the shift and the role stay). ROLE_DOESNOT_EXIST for an shftrld the app does
 * not have; INVALID_SHIFT_DETAILS when its shift is no longer live; DAILY_NUMBER_OF_EMPLOYEES_REQUIRED
 * as on add (its own old counts do not count). ROSTER right 12, an admin or the site's operations
 * manager.
 */
import { Contract, Status } from '../../contract';
import { dailyCountsFit, findShiftPosition, liveShiftOf, shiftPositionFields } from '../../roster-setup/positions';
import { baseOf } from '../../store/mutation';
import { RosterShiftStatus } from '@times/shared-sdk/schemas';
import { rosterShiftRoute } from './rosterShiftRoute';

export const shiftPositionUpdateRoute = rosterShiftRoute(Contract.rosterSetup.positionUpdate, {
  access: 'write',
  siteOf: (input, state, appId) => findShiftPosition(state, appId, input.shftrld)?.std,
  handle: async ({ input, appId, ctx }) => {
    const state = ctx.store.data;
    const record = findShiftPosition(state, appId, input.shftrld);
    if (!record) return { status: RosterShiftStatus.ROLE_DOESNOT_EXIST };
    if (!liveShiftOf(state, appId, record.std, record.sftd)) return { status: Status.INVALID_SHIFT_DETAILS };
    const fields = shiftPositionFields(input.roster_shift_positions);
    return await ctx.store.update((draft) => {
      // Checked inside the write, on the newest state: two updates at once (on any API process) together
      // stay within the working days' counts.
      if (!dailyCountsFit(baseOf(draft), appId, record.sftd, fields, record.sftrld))
        return { status: RosterShiftStatus.DAILY_NUMBER_OF_EMPLOYEES_REQUIRED } as const;
      const stored = draft.shift_positions.find((candidate) => candidate.id === record.id);
      if (stored) Object.assign(stored, fields);
      return { status: Status.OK } as const;
    });
  },
});
