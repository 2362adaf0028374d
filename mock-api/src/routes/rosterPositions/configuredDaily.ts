/**
 * /api/rstgen/763990 configured daily employees of a shift {std, sftd}: t_mon … t_hld what the
 * shift's positions already need per day (their per-day sums), target_mon … target_hld the
 * working days' required counts (0 without working days). Day keys as the spec writes them
 * (t_tues, target_tues). INVALID_SHIFT_DETAILS as the list. ROSTER right 10 or 12, an admin or
 * the site's operations manager.
 */
import { Contract, Status } from '../../contract';
import { configuredDailyOf } from '../../roster-setup/positions';
import { liveShiftAmong } from '../../roster-setup/shiftRef';
import { rosterShiftRoute, siteOfPayload } from './rosterShiftRoute';

export const configuredDailyRoute = rosterShiftRoute(Contract.rosterSetup.configuredDaily, {
  access: 'read',
  siteOf: siteOfPayload,
  handle: async ({ input: { std, sftd }, appId, ctx }) => {
    const positions = ctx.repos.shiftPositions;
    if (!liveShiftAmong(await ctx.repos.rosterSetup.shiftsOnSite(appId, std, sftd)))
      return { status: Status.INVALID_SHIFT_DETAILS };
    const [records, targets] = await Promise.all([
      positions.ofShift(appId, sftd),
      positions.workingDayTargets(appId, sftd),
    ]);
    return { status: Status.OK, ...configuredDailyOf(records, targets) };
  },
});
