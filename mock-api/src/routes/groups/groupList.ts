/**
 * /api/usrs/10201 the user groups of the selected app {id, gdd, name, total_rights} by name,
 * total_rights counting the rights granted. Admins or USERS right 1.
 */
import { byName } from '../../apps/apps';
import { Contract, Status } from '../../contract';
import { groupsOf, toUserGroup } from '../../groups/groups';
import { usersRoute } from './groupRoute';

export const groupListRoute = usersRoute(Contract.users.groups, ({ appId, ctx }) => ({
  status: Status.OK,
  groups: groupsOf(ctx.store.data, appId).sort(byName).map(toUserGroup),
}));
