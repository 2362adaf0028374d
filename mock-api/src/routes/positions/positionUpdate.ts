/**
 * /api/empl/5463 change a position {rld, employee_roles} of the selected app. NAME_OR_ABBR_EXIST
 * when another position has the name or the abbreviation; VALIDATION_ERROR for an rld the app
 * does not have. Needs SITES right 1 (f_rd 1).
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { findPosition, positionFields, positionNameOrAbbrTaken } from '../../positions/positions';
import { baseOf } from '../../store/mutation';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const positionUpdateRoute = guardedRoute(Contract.positions.update, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ input: { rld, employee_roles }, appId, ctx }) => {
    if (!findPosition(ctx.store.data, appId, rld)) return setupErrors.unknownPosition;
    const fields = positionFields(employee_roles);

    return await ctx.store.update((draft) => {
      // Checked inside the write, on the newest state: two updates at once (on any API process) take a name once.
      if (positionNameOrAbbrTaken(baseOf(draft), appId, fields, rld))
        return { status: Status.NAME_OR_ABBR_EXIST } as const;
      const position = findPosition(draft, appId, rld);
      if (position) Object.assign(position, fields);
      return { status: Status.OK } as const;
    });
  },
});
