/**
 * /api/my/30311 (ours, issue 31): the employee's own calendar feed link of their published days
 * (the feed a manager can send them, calendar/links.ts): a new link, the previous one stops
 * working; the answer carries its URL this once (the store keeps its digest).
 */
import { Contract, Status } from '../../contract';
import { calendarFeedPath } from '../../calendar/links';
import { employeeRoute } from './employeeRoute';

export const myCalendarLinkRoute = employeeRoute(Contract.myTimes.calendarLink, async ({ me, appId, access, ctx }) => {
  const { token, record } = await ctx.repos.selfService.createCalendarLink(appId, me.employee.emd, access.userId, ctx);
  return {
    status: Status.OK,
    calendar_link: { created_at: record.created_at, expires_at: record.expires_at },
    calendar_url: `${ctx.config.publicUrl}${calendarFeedPath(token)}`,
  };
});
