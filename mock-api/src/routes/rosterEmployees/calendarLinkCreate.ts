/**
 * /api/rstgen/34561 (ours) a new calendar link for a shift employee {rshftempd, std, sftd}: the
 * previous link stops working; the answer carries the URL this once (the store keeps its digest).
 */
import { Contract, Status } from '../../contract';
import { calendarFeedPath, createCalendarLink } from '../../calendar/links';
import { calendarLinkRoute } from './calendarLinkRoute';

export const calendarLinkCreateRoute = calendarLinkRoute(
  Contract.rosterSetup.calendarLinkCreate,
  async ({ appId, emd, access, ctx }) => {
    const { token, record } = await ctx.store.update((draft) =>
      createCalendarLink(draft, ctx, { appId, emd, userId: access.userId }),
    );
    return {
      status: Status.OK,
      calendar_link: { created_at: record.created_at, expires_at: record.expires_at },
      calendar_url: `${ctx.config.publicUrl}${calendarFeedPath(token)}`,
    };
  },
);
