/**
 * /api/usrs/324678 the operations managers of the selected app (members of user type 3),
 * {id, opsd, name}, by name: the choice of the site form. Needs the SITES right.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { opsManagersOf, toOpsManager } from '../../sites/sites';
import { guardedRoute } from '../guardedRoute';

export const opsManagersRoute = guardedRoute(Contract.sites.opsManagers, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: ({ appId, ctx }) => ({
    status: Status.OK,
    opsmanagers: opsManagersOf(ctx.store.data, appId).map(toOpsManager),
  }),
});
