/**
 * /api/site/546452 delete a site group {sgd} of the selected app. RECORD_IN_USE while a site has
 * it; VALIDATION_ERROR for a group the app does not have.
 */
import { FormId, Paths, RightId, Status } from '../../contract';
import { requireRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { findSiteGroup, siteGroupInUse } from '../../sites/sites';
import { siteGroupIdSchema } from '@times/shared-sdk/schemas';
import { setupErrors } from '../../validation/setupErrors';
import { validatePayload } from '../../validation/validate';
import type { ApiResult, ApiRoute } from '../context';

export const siteGroupDeleteRoute: ApiRoute = {
  path: Paths.sites.groupDelete,
  handle: async ({ body, session: request }, ctx): Promise<ApiResult> => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const input = await validatePayload(siteGroupIdSchema, body);
    if (!input.ok) return input.result;
    const state = ctx.store.data;
    const access = requireRight(state, signedIn.session, FormId.SITES, RightId.MANAGE);
    if (!access.ok) return access.result;
    const appId = access.app.app_id;
    const { sgd } = input.value;
    if (!findSiteGroup(state, appId, sgd)) return setupErrors.unknownGroup;
    if (siteGroupInUse(state, appId, sgd)) return { status: Status.RECORD_IN_USE };

    ctx.store.update((draft) => {
      draft.site_groups = draft.site_groups.filter((group) => !(group.app_id === appId && group.gd === sgd));
    });
    return { status: Status.OK };
  },
};
