/**
 * /api/usrs/10201 the user groups of the selected app {id, gdd, name, total_rights} by name,
 * total_rights counting the rights granted. Admins or USERS right 1.
 */
import { Contract, Status } from '../../contract';
import { toUserGroup } from '../../groups/groups';
import { usersRoute } from './groupRoute';

export const groupListRoute = usersRoute(Contract.users.groups, async ({ appId, ctx }) => ({
  status: Status.OK,
  groups: (await ctx.repos.groups.list(appId)).map(toUserGroup),
}));
