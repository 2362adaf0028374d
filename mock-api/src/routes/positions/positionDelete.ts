/**
 * /api/empl/85624 delete a position {rld} of the selected app. RECORD_IN_USE while a
 * shift_positions or employees record refers to it; VALIDATION_ERROR for an rld the app does
 * not have. Needs SITES right 1 (f_rd 1).
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

const answers = {
  removed: { status: Status.OK },
  'no-position': setupErrors.unknownPosition,
  'in-use': { status: Status.RECORD_IN_USE },
} as const;

export const positionDeleteRoute = guardedRoute(Contract.positions.delete, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  // Decided inside the write, on the newest state: a shift position added for it at once keeps it.
  handle: async ({ input: { rld }, appId, ctx }) => answers[await ctx.repos.positions.remove(appId, rld)],
});
