/**
 * /api/empl/7653 add a position {employee_roles} to the selected app. NAME_OR_ABBR_EXIST when
 * a position of the app has the name or the abbreviation (trimmed, any case). OK answers its
 * public id (rld). Needs SITES right 1 (f_rd 1).
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { positionFields } from '../../positions/positions';
import { guardedRoute } from '../guardedRoute';

export const positionAddRoute = guardedRoute(Contract.positions.add, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ input, appId, ctx }) => {
    // Decided inside the write, on the newest state: two adds at once (on any API process) store one.
    const added = await ctx.repos.positions.add(appId, positionFields(input.employee_roles));
    return added.status === 'added' ? { status: Status.OK, rld: added.rld } : { status: Status.NAME_OR_ABBR_EXIST };
  },
});
