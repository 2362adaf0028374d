/**
 * /api/empl/5463 change a position {rld, employee_roles} of the selected app. NAME_OR_ABBR_EXIST
 * when another position has the name or the abbreviation; VALIDATION_ERROR for an rld the app
 * does not have. Needs SITES right 1 (f_rd 1).
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { positionFields } from '../../positions/positions';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

const answers = {
  updated: { status: Status.OK },
  'no-position': setupErrors.unknownPosition,
  'name-or-abbr-taken': { status: Status.NAME_OR_ABBR_EXIST },
} as const;

export const positionUpdateRoute = guardedRoute(Contract.positions.update, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  // Decided inside the write, on the newest state: two updates at once (on any API process) take a name once.
  handle: async ({ input: { rld, employee_roles }, appId, ctx }) =>
    answers[await ctx.repos.positions.update(appId, rld, positionFields(employee_roles))],
});
