/**
 * /api/site/547802 rename a site group {sgd, gnm} of the selected app. GROUP_ALREADY_EXIST when
 * another group has the name; VALIDATION_ERROR for a group the app does not have.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

const answers = {
  renamed: { status: Status.OK },
  'no-group': setupErrors.unknownGroup,
  'name-taken': { status: Status.GROUP_ALREADY_EXIST },
} as const;

export const siteGroupUpdateRoute = guardedRoute(Contract.sites.groupUpdate, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  // Decided inside the write, on the newest state: two updates at once (on any API process) take a name once.
  handle: async ({ input: { sgd, gnm }, appId, ctx }) => answers[await ctx.repos.sites.renameGroup(appId, sgd, gnm)],
});
