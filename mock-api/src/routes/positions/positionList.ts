/** /api/empl/56799 positions of the selected app (employees_roles), by name. Needs SITES right 1 (f_rd 1). */
import { Contract, FormId, RightId, Status } from '../../contract';
import { toPosition } from '../../positions/positions';
import { guardedRoute } from '../guardedRoute';

export const positionListRoute = guardedRoute(Contract.positions.list, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ appId, ctx }) => {
    const positions = await ctx.repos.positions.list(appId);
    return { status: Status.OK, employees_roles: positions.map(toPosition) };
  },
});
