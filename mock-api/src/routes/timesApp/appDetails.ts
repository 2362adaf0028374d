/**
 * /api/auth/645673 details of the selected app with its setup wizard flags, computed from the
 * app's clients, sites, shifts, positions and employees. APP_NOT_SELECTED without a selected
 * app, INVALID_USER_RIGHTS when the user may no longer open it.
 */
import { Contract, Status } from '../../contract';
import { memberRoute } from '../memberRoute';

export const appDetailsRoute = memberRoute(Contract.timesApp.appDetails, async ({ access: { app }, ctx }) => ({
  status: Status.OK,
  app_details: {
    app_name: app.ap_name,
    app_handle: app.handle,
    description: app.description,
    ...(await ctx.repos.apps.wizard(app.app_id)),
  },
}));
