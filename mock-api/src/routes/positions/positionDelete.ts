/**
 * /api/empl/85624 delete a position {rld} of the selected app. RECORD_IN_USE while a
 * shift_positions or employees record refers to it; VALIDATION_ERROR for an rld the app does
 * not have. Needs SITES right 1 (f_rd 1).
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { findPosition, positionInUse } from '../../positions/positions';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const positionDeleteRoute = guardedRoute(Contract.positions.delete, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ input: { rld }, appId, ctx }) => {
    const state = ctx.store.data;
    if (!findPosition(state, appId, rld)) return setupErrors.unknownPosition;
    if (positionInUse(state, rld)) return { status: Status.RECORD_IN_USE };

    await ctx.store.update((draft) => {
      draft.positions = draft.positions.filter((position) => !(position.app_id === appId && position.rld === rld));
    });
    return { status: Status.OK };
  },
});
