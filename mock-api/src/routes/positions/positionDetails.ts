/**
 * /api/empl/23895 one position {rld} of the selected app, as a one-element employees_roles.
 * VALIDATION_ERROR for an rld the app does not have. Needs SITES right 1 (f_rd 1).
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { toPosition } from '../../positions/positions';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const positionDetailsRoute = guardedRoute(Contract.positions.details, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ input: { rld }, appId, ctx }) => {
    const position = await ctx.repos.positions.find(appId, rld);
    if (!position) return setupErrors.unknownPosition;
    return { status: Status.OK, employees_roles: [toPosition(position)] };
  },
});
