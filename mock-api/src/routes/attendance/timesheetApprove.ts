/**
 * /api/attd/20105 approve a timesheet day {std, sftd, empd, date, worked_minutes, reason} (issue
 * 20, ours): the manager's minutes worked for the employee's day on the shift, with the reason,
 * kept with every earlier approval of the day (attendance/approveDay.ts). Needs the site's timesheet
 * isCreate, else INVALID_USER_RIGHTS; INVALID_SHIFT_DETAILS for a shift the site does not have;
 * EMPLOYEE_DOES_NOT_EXIST for an employee the app does not have. Answers the approval as stored.
 */
import { Contract, EmployeeStatus, Status } from '../../contract';
import { timesheetAccess } from '../../attendance/access';
import { guardedRoute } from '../guardedRoute';
import { isoAt } from '../context';

export const timesheetApproveRoute = guardedRoute(Contract.attendance.approve, {
  authorize: (state, session, { std }) => timesheetAccess(state, session, std, 'create'),
  handle: async ({ input, appId, access, ctx }) => {
    const user = await ctx.repos.accounts.user(access.userId);
    const written = await ctx.repos.attendance.approve({
      app_id: appId,
      std: input.std,
      sftd: input.sftd,
      emd: input.empd,
      date: input.date,
      minutes: input.worked_minutes,
      reason: input.reason,
      by_user: access.userId,
      by_name: user ? `${user.nm} ${user.snm}`.trim() : '',
      at: isoAt(ctx.now()),
    });
    if (written.status === 'no-shift') return { status: Status.INVALID_SHIFT_DETAILS };
    if (written.status === 'no-employee') return { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST };
    const { minutes, reason, by_name: by, at } = written.record;
    return { status: Status.OK, approval: { minutes, reason, by, at } };
  },
});
