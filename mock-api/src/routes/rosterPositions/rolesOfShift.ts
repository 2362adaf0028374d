/**
 * /api/empl/7567893 the positions added to a shift {sftd} as employees_roles (the shift
 * employee form's choices), by name. INVALID_SHIFT_DETAILS for a shift that is not a live shift
 * of the app. ROSTER right 10 or 12, an admin or the shift site's operations manager.
 */
import { Contract, Status } from '../../contract';
import { liveShiftOf, shiftPositionsOf } from '../../roster-setup/positions';
import { findShift } from '../../shifts/shifts';
import { byName, toRoleChoice } from './rolesLookup';
import { rosterShiftRoute } from './rosterShiftRoute';

export const rolesOfShiftRoute = rosterShiftRoute(Contract.rosterSetup.rolesOfShift, {
  access: 'read',
  siteOf: (input, state, appId) => findShift(state, appId, input.sftd)?.std,
  handle: ({ input: { sftd }, appId, ctx }) => {
    const state = ctx.store.data;
    const shift = findShift(state, appId, sftd);
    if (!shift || !liveShiftOf(state, appId, shift.std, sftd)) return { status: Status.INVALID_SHIFT_DETAILS };
    const rlds = new Set(shiftPositionsOf(state, appId, sftd).map((position) => position.rld));
    return {
      status: Status.OK,
      employees_roles: state.positions
        .filter((position) => position.app_id === appId && rlds.has(position.rld))
        .sort(byName)
        .map(toRoleChoice),
    };
  },
});
