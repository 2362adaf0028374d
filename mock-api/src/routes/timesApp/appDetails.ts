/**
 * /api/auth/645673 details of the selected app with its setup wizard flags, computed from the
 * app's clients, sites, shifts, positions and employees. APP_NOT_SELECTED without a selected
 * app, INVALID_USER_RIGHTS when the user may no longer open it.
 */
import { appWizard } from '../../apps/wizard';
import { Contract, Status } from '../../contract';
import { requireAppMember } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { contractRoute } from '../contractRoute';

const contract = Contract.timesApp.appDetails;

export const appDetailsRoute = contractRoute(contract, ({ session: request }, ctx) => {
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
});
