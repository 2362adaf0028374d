/**
 * /api/attd/20101 kiosk {std} (issue 20, ours): the site and the active employees on its shifts,
 * whom its kiosk may clock, each with whether they are clocked in there (kioskEmployees.ts). Needs the site's timesheet isCreate (attendance/access.ts), else
 * INVALID_USER_RIGHTS; VALIDATION_ERROR 'Select site' when the app has no such site.
 */
import { Contract, Status } from '../../contract';
import { kioskAccess } from '../../attendance/access';
import { OPEN_CLOCK_IN_MINUTES } from '../../attendance/recordClock';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const kioskRoute = guardedRoute(Contract.attendance.kiosk, {
  authorize: (state, session, { std }) => kioskAccess(state, session, std),
  handle: async ({ input, appId, ctx }) => {
    const openSince = new Date(ctx.now() - OPEN_CLOCK_IN_MINUTES * 60_000).toISOString();
    const kiosk = await ctx.repos.attendance.kiosk(appId, input.std, openSince);
    return kiosk ? { status: Status.OK, ...kiosk } : setupErrors.unknownSite;
  },
});
