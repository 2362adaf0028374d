/**
 * /api/usrs/324678 the operations managers of the selected app (members of user type 3),
 * {id, opsd, name}, by name: the choice of the site form. Needs the SITES right.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { guardedRoute } from '../guardedRoute';

export const opsManagersRoute = guardedRoute(Contract.sites.opsManagers, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ appId, ctx }) => ({
    status: Status.OK,
    opsmanagers: await ctx.repos.sites.opsManagers(appId),
  }),
});
