/**
 * /api/usrs/10203 rename a user group {ugd, group_name} of the selected app. GROUP_NOT_FOUND for
 * a group the app does not have, GROUP_EXIST when another group has the name (any case).
 */
import { Contract, Status } from '../../contract';
import { findGroup, groupNameTaken } from '../../groups/groups';
import { baseOf } from '../../store/mutation';
import { UserStatusCode } from '@times/shared-sdk/schemas';
import { groupRoute } from './groupRoute';

export const groupUpdateRoute = groupRoute(
  Contract.users.groupUpdate,
  async ({ input: { group_name }, group, appId, ctx }) => {
    return await ctx.store.update((draft) => {
      // Checked inside the write, on the newest state: two updates at once (on any API process) take a name once.
      if (groupNameTaken(baseOf(draft), appId, group_name, group.gdd))
        return { status: UserStatusCode.GROUP_EXIST } as const;
      const stored = findGroup(draft, appId, group.gdd);
      if (stored) stored.name = group_name;
      return { status: Status.OK } as const;
    });
  },
);
