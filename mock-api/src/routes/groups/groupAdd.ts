/**
 * /api/usrs/10202 add a user group {group_name} (2-45, trimmed) to the selected app, without
 * rights. GROUP_EXIST when the app has a group of that name (any case). OK answers its ugd.
 */
import { newPublicId } from '../../apps/apps';
import { Contract, Status } from '../../contract';
import { groupNameTaken } from '../../groups/groups';
import { baseOf } from '../../store/mutation';
import { nextId } from '../../store/types';
import { UserStatusCode } from '@times/shared-sdk/schemas';
import { usersRoute } from './groupRoute';

export const groupAddRoute = usersRoute(Contract.users.groupAdd, async ({ input: { group_name }, appId, ctx }) => {
  const ugd = await ctx.store.update((draft) => {
    // Checked inside the write, on the newest state: two adds at once (on any API process) store one.
    if (groupNameTaken(baseOf(draft), appId, group_name)) return null;
    const gdd = newPublicId(draft.user_groups.map((group) => group.gdd));
    draft.user_groups.push({ id: nextId(draft.user_groups), gdd, app_id: appId, name: group_name, rights: [] });
    return gdd;
  });
  return ugd === null ? { status: UserStatusCode.GROUP_EXIST } : { status: Status.OK, ugd };
});
