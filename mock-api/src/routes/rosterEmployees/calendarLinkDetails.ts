/** /api/rstgen/34560 (ours) whether a shift employee has a live calendar link {rshftempd, std, sftd}: its dates, never the link. */
import { Paths, Status } from '../../contract';
import type { CalendarLinkResponse } from '../../contract';
import { calendarLinkRoute, calendarLinkState } from './calendarLinkRoute';

export const calendarLinkDetailsRoute = calendarLinkRoute(
  Paths.rosterSetup.calendarLinkDetails,
  ({ appId, emd, ctx }): CalendarLinkResponse => ({
    status: Status.OK,
    calendar_link: calendarLinkState(ctx.store.data, appId, emd, ctx.now()),
  }),
);
