/**
 * /api/rstgen/765364 the shifts of a site {std} of the selected app (site_shifts), deleted ones
 * included, newest first. Open to the SITES right, any ROSTER right, and operations managers
 * for their sites (INVALID_USER_RIGHTS for another site). VALIDATION_ERROR for a site the app
 * does not have.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { inScope, requireLookupRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { newestShiftFirst, toShift } from '../../shifts/shifts';
import { findSite } from '../../sites/sites';
import { setupErrors } from '../../validation/setupErrors';
import { validatePayload } from '../../validation/validate';
import { contractRoute } from '../contractRoute';
import { schemaOf } from '../schemaOf';

const contract = Contract.shifts.listForSite;

export const siteShiftsRoute = contractRoute(contract, async ({ body, session: request }, ctx) => {
  const signedIn = requireUser(ctx, request);
  if (!signedIn) return { status: Status.INVALID };
  const input = await validatePayload(schemaOf(contract), body);
  if (!input.ok) return input.result;
  const state = ctx.store.data;
  const access = requireLookupRight(state, signedIn.session, [{ formId: FormId.SITES, rightId: RightId.MANAGE }]);
  if (!access.ok) return access.result;
  const { std } = input.value;
  if (!inScope(access.sites, std)) return { status: Status.INVALID_USER_RIGHTS };
  const appId = access.app.app_id;
  if (!findSite(state, appId, std)) return setupErrors.unknownSite;
  const shifts = state.shifts.filter((shift) => shift.app_id === appId && shift.std === std).sort(newestShiftFirst);
  return { status: Status.OK, site_shifts: shifts.map((shift) => toShift(state, shift)) };
});
