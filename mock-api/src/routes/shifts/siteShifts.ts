/**
 * /api/rstgen/765364 the shifts of a site {std} of the selected app (site_shifts), deleted ones
 * included, newest first. Open to the SITES right, any ROSTER right, and operations managers
 * for their sites (INVALID_USER_RIGHTS for another site). VALIDATION_ERROR for a site the app
 * does not have.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { inScope } from '../../rights';
import { newestShiftFirst, toShift } from '../../shifts/shifts';
import { findSite } from '../../sites/sites';
import { setupErrors } from '../../validation/setupErrors';
import { lookupRoute } from '../lookupRoute';

const contract = Contract.shifts.listForSite;

export const siteShiftsRoute = lookupRoute(
  contract,
  [{ formId: FormId.SITES, rightId: RightId.MANAGE }],
  ({ input, access, state }) => {
    const { std } = input;
    if (!inScope(access.sites, std)) return { status: Status.INVALID_USER_RIGHTS };
    const appId = access.app.app_id;
    if (!findSite(state, appId, std)) return setupErrors.unknownSite;
    const shifts = state.shifts.filter((shift) => shift.app_id === appId && shift.std === std).sort(newestShiftFirst);
    return { status: Status.OK, site_shifts: shifts.map((shift) => toShift(state, shift)) };
  },
);
