/**
 * /api/auth/46546 roster wizard details {std, sftd}: the setup progress of a shift of the
 * selected app (flags from shift_working_days, shift_positions, shift_employees, shift_rules).
 * INVALID_SHIFT_DETAILS when the site or the shift (on that site) is not the app's.
 */
import { Contract, Status } from '../../contract';
import { memberRoute } from '../memberRoute';

export const rosterWizardDetailsRoute = memberRoute(
  Contract.timesApp.rosterWizardDetails,
  async ({ input, access, ctx }) => {
    const wizard = await ctx.repos.apps.rosterWizard(access.app.app_id, input.std, input.sftd);
    return wizard ? { status: Status.OK, ...wizard } : { status: Status.INVALID_SHIFT_DETAILS };
  },
);
