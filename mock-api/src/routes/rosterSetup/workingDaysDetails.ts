/**
 * /api/rstrl/43001 working-days details {std, sftd}: the shift's shift_working_days record, null
 * until saved. INVALID_SHIFT_DETAILS when the shift is not on that site of the app. Readable by
 * admins, any ROSTER right and the site's operations manager.
 */
import { Contract, Status } from '../../contract';
import { rosterReadAccess } from '../../roster-setup/access';
import { siteShiftAmong } from '../../roster-setup/shiftRef';
import { toShiftWorkingDays } from '../../roster-setup/workingDays';
import { rosterSetupRoute } from './rosterSetupRoute';

export const workingDaysDetailsRoute = rosterSetupRoute(Contract.rosterSetup.workingDaysDetails, {
  access: (state, session, { std }) => rosterReadAccess(state, session, std),
  handle: async ({ input: { std, sftd }, appId, ctx }) => {
    const setup = ctx.repos.rosterSetup;
    if (!siteShiftAmong(await setup.shiftsOnSite(appId, std, sftd))) return { status: Status.INVALID_SHIFT_DETAILS };
    const record = await setup.workingDays(appId, sftd);
    return { status: Status.OK, shift_working_days: record ? toShiftWorkingDays(record) : null };
  },
});
