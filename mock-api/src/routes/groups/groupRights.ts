/**
 * /api/usrs/10205 the permissions of a user group {ugd}: every form (entity) with each of its
 * rights, entity_perm_id = frm_id x 100 + right id, perm_status 1 when granted. GROUP_NOT_FOUND
 * for a group the app does not have.
 */
import { Contract, Status } from '../../contract';
import { toPermissions } from '../../groups/permissions';
import { groupRoute } from './groupRoute';

export const groupRightsRoute = groupRoute(Contract.users.groupRights, ({ group }) => ({
  status: Status.OK,
  permissions: toPermissions(group),
}));
