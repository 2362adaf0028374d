/**
 * /api/site/435326 add a site group {gnm} to the selected app. GROUP_ALREADY_EXIST when the app
 * has a group of that name (trimmed, any case). OK answers its public id (gd).
 */
import { newPublicId } from '../../apps/apps';
import { FormId, Paths, RightId, Status } from '../../contract';
import type { ApiResponse } from '../../contract';
import { siteGroupNameTaken } from '../../sites/sites';
import { nextId } from '../../store/types';
import { siteGroupSchema } from '@times/shared-sdk/schemas';
import type { ApiResult } from '../context';
import { guardedRoute } from '../guardedRoute';

export interface SiteGroupAddedResponse extends ApiResponse {
  gd: string;
}

export const siteGroupAddRoute = guardedRoute({
  path: Paths.sites.groupAdd,
  schema: siteGroupSchema,
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: ({ input: { gnm }, appId, ctx }): SiteGroupAddedResponse | ApiResult => {
    if (siteGroupNameTaken(ctx.store.data, appId, gnm)) return { status: Status.GROUP_ALREADY_EXIST };

    const gd = ctx.store.update((draft) => {
      const publicId = newPublicId(draft.site_groups.map((group) => group.gd));
      draft.site_groups.push({ id: nextId(draft.site_groups), gd: publicId, app_id: appId, name: gnm });
      return publicId;
    });
    return { status: Status.OK, gd };
  },
});
