/**
 * /api/rstgen/34561 (ours) a new calendar link for a shift employee {rshftempd, std, sftd}: the
 * previous link stops working; the answer carries the URL this once (the store keeps its digest).
 * The shift and the employee on it are decided again inside the write.
 */
import { Contract, Status } from '../../contract';
import { calendarFeedPath } from '../../calendar/links';
import { calendarLinkRoute, refused } from './calendarLinkRoute';

export const calendarLinkCreateRoute = calendarLinkRoute(
  Contract.rosterSetup.calendarLinkCreate,
  async ({ appId, ref, access, ctx }) => {
    const created = await ctx.repos.shiftEmployees.createCalendarLink(appId, ref, access.userId, ctx);
    if (created.status !== 'created') return refused(created.status);
    return {
      status: Status.OK,
      calendar_link: { created_at: created.record.created_at, expires_at: created.record.expires_at },
      calendar_url: `${ctx.config.publicUrl}${calendarFeedPath(created.token)}`,
    };
  },
);
