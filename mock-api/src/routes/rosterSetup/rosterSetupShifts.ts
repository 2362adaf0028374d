/**
 * /api/rstgen/23463 the roster shift selector {std}: the live shifts of the site by start time and
 * name, {id, sftd, name} with the totals of their shift employees (ttl_employees, ttl_males,
 * ttl_females; 0 without any). VALIDATION_ERROR for a site the app does not have,
 * INVALID_USER_RIGHTS for an operations manager's other site.
 */
import { Contract, Status } from '../../contract';
import { rosterReadAccess } from '../../roster-setup/access';
import { isLive } from '../../shifts/shifts';
import { setupErrors } from '../../validation/setupErrors';
import { rosterSetupRoute } from './rosterSetupRoute';

export const rosterSetupShiftsRoute = rosterSetupRoute(Contract.rosterSetup.shiftsOfSite, {
  access: (state, session, { std }) => rosterReadAccess(state, session, std),
  handle: async ({ input: { std }, appId, ctx }) => {
    const ofSite = await ctx.repos.shifts.ofSite(appId, std);
    if (!ofSite) return setupErrors.unknownSite;
    const shifts = ofSite
      .map((shown) => shown.record)
      .filter(isLive)
      .sort((a, b) => a.start_time.localeCompare(b.start_time) || a.name.localeCompare(b.name) || a.id - b.id);
    const totals = await ctx.repos.rosterSetup.shiftEmployeeTotals(
      appId,
      shifts.map((shift) => shift.sftd),
    );
    return {
      status: Status.OK,
      site_shifts: shifts.map((shift, i) => ({ id: shift.id, sftd: shift.sftd, name: shift.name, ...totals[i]! })),
    };
  },
});
