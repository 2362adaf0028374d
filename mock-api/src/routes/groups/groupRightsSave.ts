/**
 * /api/usrs/10206 save a user group's permissions {ugd, group_rights: [{right_id, perm_status}]}:
 * each listed right (an entity_perm_id) granted (1) or taken away (0), the others unchanged. The
 * group's members hold the new rights from their next call. GROUP_NOT_FOUND for a group the app
 * does not have; VALIDATION_ERROR ('Select valid right') when a right_id names no right, and
 * then nothing is saved.
 */
import { validationMessages } from '@times/shared-sdk/catalogue';
import { Contract, Status } from '../../contract';
import { findGroup } from '../../groups/groups';
import { applyRightChanges, unknownChanges } from '../../groups/permissions';
import type { ValidationErrorResponse } from '../context';
import { groupRoute } from './groupRoute';

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

    await ctx.store.update((draft) => {
      const stored = findGroup(draft, appId, group.gdd);
      if (stored) stored.rights = applyRightChanges(stored.rights, group_rights);
    });
    return { status: Status.OK };
  },
);
