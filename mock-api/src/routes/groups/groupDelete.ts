/**
 * /api/usrs/10204 delete a user group {ugd} of the selected app, with its site access records.
 * GROUP_NOT_FOUND for a group the app does not have; RECORD_IN_USE while a member belongs to it.
 */
import { Contract, Status } from '../../contract';
import { GROUP_NOT_FOUND, groupRoute } from './groupRoute';

const answers = {
  removed: { status: Status.OK },
  'no-group': GROUP_NOT_FOUND,
  'in-use': { status: Status.RECORD_IN_USE },
} as const;

// Decided inside the write, on the newest state: a member given the group at once keeps it.
export const groupDeleteRoute = groupRoute(
  Contract.users.groupDelete,
  async ({ group, appId, ctx }) => answers[await ctx.repos.groups.remove(appId, group.gdd)],
);
