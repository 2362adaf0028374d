/**
 * /api/usrs/10202 add a user group {group_name} (2-45, trimmed) to the selected app, without
 * rights. GROUP_EXIST when the app has a group of that name (any case). OK answers its ugd.
 */
import { Contract, Status } from '../../contract';
import { UserStatusCode } from '@times/shared-sdk/schemas';
import { usersRoute } from './groupRoute';

export const groupAddRoute = usersRoute(Contract.users.groupAdd, async ({ input: { group_name }, appId, ctx }) => {
  // Decided inside the write, on the newest state: two adds at once (on any API process) store one.
  const added = await ctx.repos.groups.add(appId, group_name);
  return added.status === 'added' ? { status: Status.OK, ugd: added.ugd } : { status: UserStatusCode.GROUP_EXIST };
});
