/** /api/empl/56799 positions of the selected app (employees_roles), by name. Needs SITES right 1 (f_rd 1). */
import { object } from 'yup';
import { byName } from '../../apps/apps';
import { FormId, Paths, RightId, Status } from '../../contract';
import type { PositionsResponse } from '../../contract';
import { toPosition } from '../../positions/positions';
import { guardedRoute } from '../guardedRoute';

export const positionListRoute = guardedRoute({
  path: Paths.positions.list,
  schema: object({}),
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: ({ appId, ctx }): PositionsResponse => {
    const positions = ctx.store.data.positions.filter((position) => position.app_id === appId).sort(byName);
    return { status: Status.OK, employees_roles: positions.map(toPosition) };
  },
});
