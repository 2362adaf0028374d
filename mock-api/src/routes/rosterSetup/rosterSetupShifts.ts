/**
 * /api/rstgen/23463 the roster shift selector {std}: the live shifts of the site by start time and
 * name, {id, sftd, name} with the totals of their shift employees (ttl_employees, ttl_males,
 * ttl_females; 0 without any). VALIDATION_ERROR for a site the app does not have,
 * INVALID_USER_RIGHTS for an operations manager's other site.
 */
import { Contract, Status } from '../../contract';
import { rosterReadAccess } from '../../roster-setup/access';
import { shiftEmployeeTotals } from '../../roster-setup/shiftRef';
import { isLive } from '../../shifts/shifts';
import { findSite } from '../../sites/sites';
import { setupErrors } from '../../validation/setupErrors';
import { rosterSetupRoute } from './rosterSetupRoute';

export const rosterSetupShiftsRoute = rosterSetupRoute(Contract.rosterSetup.shiftsOfSite, {
  access: (state, session, { std }) => rosterReadAccess(state, session, std),
  handle: ({ input: { std }, appId, ctx }) => {
    const state = ctx.store.data;
    if (!findSite(state, appId, std)) return setupErrors.unknownSite;
    const shifts = state.shifts
      .filter((shift) => shift.app_id === appId && shift.std === std && isLive(shift))
      .sort((a, b) => a.start_time.localeCompare(b.start_time) || a.name.localeCompare(b.name) || a.id - b.id);
    return {
      status: Status.OK,
      site_shifts: shifts.map((shift) => ({
        id: shift.id,
        sftd: shift.sftd,
        name: shift.name,
        ...shiftEmployeeTotals(state, appId, shift.sftd),
      })),
    };
  },
});
