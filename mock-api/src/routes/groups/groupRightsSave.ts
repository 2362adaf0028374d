/**
 * /api/usrs/10206 save a user group's permissions {ugd, group_rights: [{right_id, perm_status}]}:
 * each listed right (an entity_perm_id) granted (1) or taken away (0), the others unchanged. The
 * group's members hold the new rights from their next call. GROUP_NOT_FOUND for a group the app
 * does not have; VALIDATION_ERROR ('Select valid right') when a right_id names no right, and
 * then nothing is saved.
 */
import { validationMessages } from '@times/shared-sdk/catalogue';
import { Contract, Status } from '../../contract';
import { unknownChanges } from '../../groups/permissions';
import type { ValidationErrorResponse } from '../context';
import { GROUP_NOT_FOUND, groupRoute } from './groupRoute';

const unknownRights = (indexes: readonly number[]): ValidationErrorResponse => ({
  status: Status.VALIDATION_ERROR,
  errors: Object.fromEntries(
    indexes.map((index) => [`group_rights[${index}].right_id`, validationMessages.selectRight]),
  ),
});

export const groupRightsSaveRoute = groupRoute(
  Contract.users.groupRightsSave,
  async ({ input: { group_rights }, group, appId, ctx }) => {
    const unknown = unknownChanges(group_rights);
    if (unknown.length > 0) return unknownRights(unknown);

    // Applied inside the write, to the newest rights of the group (a group removed meanwhile is not found).
    const saved = await ctx.repos.groups.saveRights(appId, group.gdd, group_rights);
    return saved === 'saved' ? { status: Status.OK } : GROUP_NOT_FOUND;
  },
);
