/**
 * /api/site/547802 rename a site group {sgd, gnm} of the selected app. GROUP_ALREADY_EXIST when
 * another group has the name; VALIDATION_ERROR for a group the app does not have.
 */
import { FormId, Paths, RightId, Status } from '../../contract';
import { requireRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { findSiteGroup, siteGroupNameTaken } from '../../sites/sites';
import { siteGroupUpdateSchema } from '@times/shared-sdk/schemas';
import { setupErrors } from '../../validation/setupErrors';
import { validatePayload } from '../../validation/validate';
import type { ApiResult, ApiRoute } from '../context';

export const siteGroupUpdateRoute: ApiRoute = {
  path: Paths.sites.groupUpdate,
  handle: async ({ body, session: request }, ctx): Promise<ApiResult> => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const input = await validatePayload(siteGroupUpdateSchema, body);
    if (!input.ok) return input.result;
    const state = ctx.store.data;
    const access = requireRight(state, signedIn.session, FormId.SITES, RightId.MANAGE);
    if (!access.ok) return access.result;
    const appId = access.app.app_id;
    const { sgd, gnm } = input.value;
    if (!findSiteGroup(state, appId, sgd)) return setupErrors.unknownGroup;
    if (siteGroupNameTaken(state, appId, gnm, sgd)) return { status: Status.GROUP_ALREADY_EXIST };

    ctx.store.update((draft) => {
      const group = findSiteGroup(draft, appId, sgd);
      if (group) group.name = gnm;
    });
    return { status: Status.OK };
  },
};
