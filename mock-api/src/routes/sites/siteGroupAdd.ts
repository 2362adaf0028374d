/**
 * /api/site/435326 add a site group {gnm} to the selected app. GROUP_ALREADY_EXIST when the app
 * has a group of that name (trimmed, any case). OK answers its public id (gd).
 */
import { newPublicId } from '../../apps/apps';
import { FormId, Paths, RightId, Status } from '../../contract';
import type { ApiResponse } from '../../contract';
import { requireRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { siteGroupNameTaken } from '../../sites/sites';
import { nextId } from '../../store/types';
import { siteGroupSchema } from '@times/shared-sdk/schemas';
import { validatePayload } from '../../validation/validate';
import type { ApiResult, ApiRoute } from '../context';

export interface SiteGroupAddedResponse extends ApiResponse {
  gd: string;
}

export const siteGroupAddRoute: ApiRoute = {
  path: Paths.sites.groupAdd,
  handle: async ({ body, session: request }, ctx): Promise<SiteGroupAddedResponse | ApiResult> => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const input = await validatePayload(siteGroupSchema, body);
    if (!input.ok) return input.result;
    const state = ctx.store.data;
    const access = requireRight(state, signedIn.session, FormId.SITES, RightId.MANAGE);
    if (!access.ok) return access.result;
    const appId = access.app.app_id;
    const { gnm } = input.value;
    if (siteGroupNameTaken(state, appId, gnm)) return { status: Status.GROUP_ALREADY_EXIST };

    const gd = ctx.store.update((draft) => {
      const publicId = newPublicId(draft.site_groups.map((group) => group.gd));
      draft.site_groups.push({ id: nextId(draft.site_groups), gd: publicId, app_id: appId, name: gnm });
      return publicId;
    });
    return { status: Status.OK, gd };
  },
};
