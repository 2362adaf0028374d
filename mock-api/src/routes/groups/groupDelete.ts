/**
 * /api/usrs/10204 delete a user group {ugd} of the selected app, with its site access records.
 * GROUP_NOT_FOUND for a group the app does not have; RECORD_IN_USE while a member belongs to it.
 */
import { Contract, Status } from '../../contract';
import { groupHasMembers } from '../../groups/groups';
import { withoutGroupSites } from '../../groups/groupSites';
import { groupRoute } from './groupRoute';

export const groupDeleteRoute = groupRoute(Contract.users.groupDelete, async ({ group, ctx }) => {
  if (groupHasMembers(ctx.store.data, group)) return { status: Status.RECORD_IN_USE };

  await ctx.store.update((draft) => {
    draft.user_groups = draft.user_groups.filter(
      (candidate) => !(candidate.app_id === group.app_id && candidate.id === group.id),
    );
    draft.group_sites = withoutGroupSites(draft.group_sites, group);
  });
  return { status: Status.OK };
});
