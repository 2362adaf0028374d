/**
 * /api/site/546452 delete a site group {sgd} of the selected app. RECORD_IN_USE while a site has
 * it; VALIDATION_ERROR for a group the app does not have.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

const answers = {
  removed: { status: Status.OK },
  'no-group': setupErrors.unknownGroup,
  'in-use': { status: Status.RECORD_IN_USE },
} as const;

export const siteGroupDeleteRoute = guardedRoute(Contract.sites.groupDelete, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  // Decided inside the write, on the newest state: a site given the group at once keeps it.
  handle: async ({ input: { sgd }, appId, ctx }) => answers[await ctx.repos.sites.removeGroup(appId, sgd)],
});
