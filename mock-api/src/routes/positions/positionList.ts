/** /api/empl/56799 positions of the selected app (employees_roles), by name. Needs SITES right 1 (f_rd 1). */
import { byName } from '../../apps/apps';
import { Contract, FormId, RightId, Status } from '../../contract';
import { toPosition } from '../../positions/positions';
import { guardedRoute } from '../guardedRoute';

export const positionListRoute = guardedRoute(Contract.positions.list, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: ({ appId, ctx }) => {
    const positions = ctx.store.data.positions.filter((position) => position.app_id === appId).sort(byName);
    return { status: Status.OK, employees_roles: positions.map(toPosition) };
  },
});
