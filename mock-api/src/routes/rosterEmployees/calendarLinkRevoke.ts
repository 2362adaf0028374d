/**
 * /api/rstgen/34562 (ours) revoke a shift employee's calendar link {rshftempd, std, sftd}: the feed
 * answers 404 from now on. The shift and the employee on it are decided again inside the write.
 */
import { Contract, Status } from '../../contract';
import { calendarLinkRoute, refused } from './calendarLinkRoute';

export const calendarLinkRevokeRoute = calendarLinkRoute(
  Contract.rosterSetup.calendarLinkRevoke,
  async ({ appId, ref, ctx }) => {
    const revoked = await ctx.repos.shiftEmployees.revokeCalendarLink(appId, ref);
    if (revoked !== 'revoked') return refused(revoked);
    return { status: Status.OK, calendar_link: { created_at: '', expires_at: '' } };
  },
);
