/**
 * /api/attd/20104 timesheet {std, sftd, start_date, end_date} (issue 20, ours): the shift's
 * timesheet for the period (at most 31 days; attendance/timesheet.ts). Needs the site's timesheet
 * isView (or isCreate), else INVALID_USER_RIGHTS; INVALID_SHIFT_DETAILS when the site has no such
 * shift (a deleted shift keeps its timesheet).
 */
import { Contract, Status } from '../../contract';
import { timesheetAccess } from '../../attendance/access';
import { guardedRoute } from '../guardedRoute';

export const timesheetRoute = guardedRoute(Contract.attendance.timesheet, {
  authorize: (state, session, { std }) => timesheetAccess(state, session, std, 'view'),
  handle: async ({ input, appId, ctx }) => {
    const { std, sftd, start_date: from, end_date: to } = input;
    const sheet = await ctx.repos.attendance.timesheet({ appId, std, sftd, from, to, nowMs: ctx.now() });
    if (!sheet) return { status: Status.INVALID_SHIFT_DETAILS };
    return { status: Status.OK, ...sheet, start_date: from, end_date: to };
  },
});
