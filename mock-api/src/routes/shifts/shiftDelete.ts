/**
 * /api/rstgen/765346 delete a shift {sftd} of the selected app: it is marked deleted (deleted 1,
 * deleted_at) and kept, so rosters keep their history and its name is free again at the site.
 * VALIDATION_ERROR for an unknown or already deleted shift. Needs the SITES right.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { findShift, isLive } from '../../shifts/shifts';
import { setupErrors } from '../../validation/setupErrors';
import { isoAt } from '../context';
import { guardedRoute } from '../guardedRoute';

export const shiftDeleteRoute = guardedRoute(Contract.shifts.delete, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ input: { sftd }, appId, ctx }) => {
    const shift = findShift(ctx.store.data, appId, sftd);
    if (!shift || !isLive(shift)) return setupErrors.unknownShift;

    await ctx.store.update((draft) => {
      const stored = findShift(draft, appId, sftd);
      if (stored) Object.assign(stored, { deleted: 1, deleted_at: isoAt(ctx.now()) });
    });
    return { status: Status.OK };
  },
});
