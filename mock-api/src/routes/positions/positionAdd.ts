/**
 * /api/empl/7653 add a position {employee_roles} to the selected app. NAME_OR_ABBR_EXIST when
 * a position of the app has the name or the abbreviation (trimmed, any case). OK answers its
 * public id (rld). Needs SITES right 1 (f_rd 1).
 */
import { newPublicId } from '../../apps/apps';
import { FormId, Contract, RightId, Status } from '../../contract';
import { positionFields, positionNameOrAbbrTaken } from '../../positions/positions';
import { nextId } from '../../store/types';
import { guardedRoute } from '../guardedRoute';

export const positionAddRoute = guardedRoute(Contract.positions.add, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: async ({ input, appId, ctx }) => {
    const state = ctx.store.data;
    const fields = positionFields(input.employee_roles);
    if (positionNameOrAbbrTaken(state, appId, fields)) return { status: Status.NAME_OR_ABBR_EXIST };

    const rld = await ctx.store.update((draft) => {
      const publicId = newPublicId(draft.positions.map((position) => position.rld));
      draft.positions.push({ id: nextId(draft.positions), rld: publicId, app_id: appId, ...fields });
      return publicId;
    });
    return { status: Status.OK, rld };
  },
});
