/**
 * /api/empl/7653 add a position {employee_roles} to the selected app. NAME_OR_ABBR_EXIST when
 * a position of the app has the name or the abbreviation (trimmed, any case). OK answers its
 * public id (rld). Needs SITES right 1 (f_rd 1).
 */
import { newPublicId } from '../../apps/apps';
import { FormId, Contract, RightId, Status } from '../../contract';
import { positionFields, positionNameOrAbbrTaken } from '../../positions/positions';
import { baseOf } from '../../store/mutation';
import { nextId } from '../../store/types';
import { guardedRoute } from '../guardedRoute';

export const positionAddRoute = guardedRoute(Contract.positions.add, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ input, appId, ctx }) => {
    const fields = positionFields(input.employee_roles);
    const rld = await ctx.store.update((draft) => {
      // Checked inside the write, on the newest state: two adds at once (on any API process) store one.
      if (positionNameOrAbbrTaken(baseOf(draft), appId, fields)) return null;
      const publicId = newPublicId(draft.positions.map((position) => position.rld));
      draft.positions.push({ id: nextId(draft.positions), rld: publicId, app_id: appId, ...fields });
      return publicId;
    });
    return rld === null ? { status: Status.NAME_OR_ABBR_EXIST } : { status: Status.OK, rld };
  },
});
