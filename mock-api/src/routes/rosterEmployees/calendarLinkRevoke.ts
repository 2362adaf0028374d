/** /api/rstgen/34562 (ours) revoke a shift employee's calendar link {rshftempd, std, sftd}: the feed answers 404 from now on. */
import { Contract, Status } from '../../contract';
import { revokeCalendarLinks } from '../../calendar/links';
import { calendarLinkRoute } from './calendarLinkRoute';

export const calendarLinkRevokeRoute = calendarLinkRoute(
  Contract.rosterSetup.calendarLinkRevoke,
  async ({ appId, emd, ctx }) => {
    await ctx.store.update((draft) => revokeCalendarLinks(draft, appId, emd));
    return { status: Status.OK, calendar_link: { created_at: '', expires_at: '' } };
  },
);
