/**
 * /api/rstgen/562312 delete a shift position {shftrld}. ROLE_DOESNOT_EXIST for an shftrld the app
 * does not have; RECORD_IN_USE while employees of the shift are in that role (they are moved or
 * removed first: a delete never takes shift employees with it). ROSTER right 12, an admin or the
 * site's operations manager.
 */
import { Contract, Status } from '../../contract';
import { findShiftPosition, shiftEmployeesOf } from '../../roster-setup/positions';
import { RosterShiftStatus } from '@times/shared-sdk/schemas';
import { rosterShiftRoute } from './rosterShiftRoute';

export const shiftPositionDeleteRoute = rosterShiftRoute(Contract.rosterSetup.positionDelete, {
  access: 'write',
  siteOf: (input, state, appId) => findShiftPosition(state, appId, input.shftrld)?.std,
  handle: async ({ input, appId, ctx }) => {
    const state = ctx.store.data;
    const record = findShiftPosition(state, appId, input.shftrld);
    if (!record) return { status: RosterShiftStatus.ROLE_DOESNOT_EXIST };
    if (shiftEmployeesOf(state, appId, record.sftd).some((employee) => employee.rld === record.rld))
      return { status: Status.RECORD_IN_USE };
    await ctx.store.update((draft) => {
      draft.shift_positions = draft.shift_positions.filter((candidate) => candidate.id !== record.id);
    });
    return { status: Status.OK };
  },
});
