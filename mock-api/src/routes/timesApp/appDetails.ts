/**
 * /api/auth/645673 details of the selected app with its setup wizard flags, computed from the
 * app's clients, sites, shifts, positions and employees. APP_NOT_SELECTED without a selected
 * app, INVALID_USER_RIGHTS when the user may no longer open it.
 */
import { appWizard } from '../../apps/wizard';
import { Paths, Status } from '../../contract';
import type { AppDetailsResponse } from '../../contract';
import { requireAppMember } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import type { ApiResult, ApiRoute } from '../context';

export const appDetailsRoute: ApiRoute = {
  path: Paths.timesApp.appDetails,
  handle: ({ session: request }, ctx): AppDetailsResponse | ApiResult => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const access = requireAppMember(ctx.store.data, signedIn.session);
    if (!access.ok) return access.result;
    const { app } = access;
    return {
      status: Status.OK,
      app_details: {
        app_name: app.ap_name,
        app_handle: app.handle,
        description: app.description,
        ...appWizard(ctx.store.data, app.app_id),
      },
    };
  },
};
