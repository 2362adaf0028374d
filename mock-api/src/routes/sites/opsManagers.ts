/**
 * /api/usrs/324678 the operations managers of the selected app (members of user type 3),
 * {id, opsd, name}, by name: the choice of the site form. Needs the SITES right.
 */
import { object } from 'yup';
import { FormId, Paths, RightId, Status } from '../../contract';
import type { OpsManagersResponse } from '../../contract';
import { opsManagersOf, toOpsManager } from '../../sites/sites';
import { guardedRoute } from '../guardedRoute';

export const opsManagersRoute = guardedRoute({
  path: Paths.sites.opsManagers,
  schema: object({}),
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: ({ appId, ctx }): OpsManagersResponse => ({
    status: Status.OK,
    opsmanagers: opsManagersOf(ctx.store.data, appId).map(toOpsManager),
  }),
});
