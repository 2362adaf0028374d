/**
 * /api/usrs/324678 the operations managers of the selected app (members of user type 3),
 * {id, opsd, name}, by name: the choice of the site form. Needs the SITES right.
 */
import { FormId, Paths, RightId, Status } from '../../contract';
import type { OpsManagersResponse } from '../../contract';
import { requireRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { opsManagersOf, toOpsManager } from '../../sites/sites';
import type { ApiResult, ApiRoute } from '../context';

export const opsManagersRoute: ApiRoute = {
  path: Paths.sites.opsManagers,
  handle: ({ session: request }, ctx): OpsManagersResponse | ApiResult => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const state = ctx.store.data;
    const access = requireRight(state, signedIn.session, FormId.SITES, RightId.MANAGE);
    if (!access.ok) return access.result;
    return { status: Status.OK, opsmanagers: opsManagersOf(state, access.app.app_id).map(toOpsManager) };
  },
};
