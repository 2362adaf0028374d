/** /api/rstgen/34560 (ours) whether a shift employee has a live calendar link {rshftempd, std, sftd}: its dates, never the link. */
import { Contract, Status } from '../../contract';
import { calendarLinkRoute, calendarLinkState } from './calendarLinkRoute';

export const calendarLinkDetailsRoute = calendarLinkRoute(
  Contract.rosterSetup.calendarLinkDetails,
  async ({ appId, emd, ctx }) => ({
    status: Status.OK,
    calendar_link: calendarLinkState(await ctx.repos.shiftEmployees.calendarLink(appId, emd, ctx.now())),
  }),
);
