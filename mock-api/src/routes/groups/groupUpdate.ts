/**
 * /api/usrs/10203 rename a user group {ugd, group_name} of the selected app. GROUP_NOT_FOUND for
 * a group the app does not have, GROUP_EXIST when another group has the name (any case).
 */
import { Contract, Status } from '../../contract';
import { UserStatusCode } from '@times/shared-sdk/schemas';
import { GROUP_NOT_FOUND, groupRoute } from './groupRoute';

const answers = {
  renamed: { status: Status.OK },
  'no-group': GROUP_NOT_FOUND,
  'name-taken': { status: UserStatusCode.GROUP_EXIST },
} as const;

export const groupUpdateRoute = groupRoute(
  Contract.users.groupUpdate,
  // Decided inside the write, on the newest state: two updates at once (on any API process) take a name once.
  async ({ input: { group_name }, group, appId, ctx }) =>
    answers[await ctx.repos.groups.rename(appId, group.gdd, group_name)],
);
