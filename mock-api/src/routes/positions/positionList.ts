/** /api/empl/56799 positions of the selected app (employees_roles), by name. Needs SITES right 1 (f_rd 1). */
import { byName } from '../../apps/apps';
import { FormId, Paths, RightId, Status } from '../../contract';
import type { PositionsResponse } from '../../contract';
import { toPosition } from '../../positions/positions';
import { requireRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import type { ApiResult, ApiRoute } from '../context';

export const positionListRoute: ApiRoute = {
  path: Paths.positions.list,
  handle: ({ session: request }, ctx): PositionsResponse | ApiResult => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const state = ctx.store.data;
    const access = requireRight(state, signedIn.session, FormId.SITES, RightId.MANAGE);
    if (!access.ok) return access.result;
    const positions = state.positions.filter((position) => position.app_id === access.app.app_id).sort(byName);
    return { status: Status.OK, employees_roles: positions.map(toPosition) };
  },
};
