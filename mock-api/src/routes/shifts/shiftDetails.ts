/**
 * /api/rstgen/756763 one shift {sftd} of the selected app, deleted or not, as site_shifts [one].
 * VALIDATION_ERROR for a shift the app does not have. Needs the SITES right.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { findShift, toShift } from '../../shifts/shifts';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const shiftDetailsRoute = guardedRoute(Contract.shifts.details, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: ({ input: { sftd }, appId, ctx }) => {
    const state = ctx.store.data;
    const shift = findShift(state, appId, sftd);
    if (!shift) return setupErrors.unknownShift;
    return { status: Status.OK, site_shifts: [toShift(state, shift)] };
  },
});
