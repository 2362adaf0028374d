/**
 * /api/rstgen/765364 the shifts of a site {std} of the selected app (site_shifts), deleted ones
 * included, newest first. Open to the SITES right, any ROSTER right, and operations managers
 * for their sites (INVALID_USER_RIGHTS for another site). VALIDATION_ERROR for a site the app
 * does not have.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { inScope } from '../../rights';
import { toShift } from '../../shifts/shifts';
import { setupErrors } from '../../validation/setupErrors';
import { lookupRoute } from '../lookupRoute';

const contract = Contract.shifts.listForSite;

export const siteShiftsRoute = lookupRoute(
  contract,
  [{ formId: FormId.SITES, rightId: RightId.MANAGE }],
  async ({ input, access, ctx }) => {
    const { std } = input;
    if (!inScope(access.sites, std)) return { status: Status.INVALID_USER_RIGHTS };
    const shifts = await ctx.repos.shifts.ofSite(access.app.app_id, std);
    if (!shifts) return setupErrors.unknownSite;
    return { status: Status.OK, site_shifts: shifts.map(({ record, siteName }) => toShift(record, siteName)) };
  },
);
