/**
 * /api/empl/7567893 the positions added to a shift {sftd} as employees_roles (the shift
 * employee form's choices), by name. INVALID_SHIFT_DETAILS for a shift that is not a live shift
 * of the app. ROSTER right 10 or 12, an admin or the shift site's operations manager.
 */
import { Contract, Status } from '../../contract';
import { liveShiftAmong } from '../../roster-setup/shiftRef';
import { byName, toRoleChoice } from './rolesLookup';
import { rosterShiftRoute } from './rosterShiftRoute';

export const rolesOfShiftRoute = rosterShiftRoute(Contract.rosterSetup.rolesOfShift, {
  access: 'read',
  siteOf: async (input, repos, appId) => (await repos.shifts.shown(appId, input.sftd))?.record.std,
  handle: async ({ input: { sftd }, appId, ctx }) => {
    const shift = (await ctx.repos.shifts.shown(appId, sftd))?.record;
    if (!shift || !liveShiftAmong(await ctx.repos.rosterSetup.shiftsOnSite(appId, shift.std, sftd)))
      return { status: Status.INVALID_SHIFT_DETAILS };
    const rlds = new Set((await ctx.repos.shiftPositions.ofShift(appId, sftd)).map((position) => position.rld));
    const positions = await ctx.repos.positions.list(appId);
    return {
      status: Status.OK,
      employees_roles: positions
        .filter((position) => rlds.has(position.rld))
        .sort(byName)
        .map(toRoleChoice),
    };
  },
});
