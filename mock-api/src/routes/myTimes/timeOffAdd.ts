/**
 * /api/my/30304 (ours, issue 31) {from_date, to_date, reason, ref}: asks for time off; it waits for
 * a manager. TIME_OFF_IN_PAST when it starts before the app's today, TIME_OFF_OVERLAPS when it
 * overlaps a pending or approved request of the employee. The same ref sent again (the phone's
 * offline queue) answers the request made the first time, and makes no second one.
 */
import { Contract, SelfServiceStatus, Status } from '../../contract';
import { toTimeOffRow } from '../../selfService/timeOff';
import { isoAt } from '../context';
import { employeeRoute } from './employeeRoute';

export const myTimeOffAddRoute = employeeRoute(Contract.myTimes.timeOffAdd, async ({ input, me, appId, ctx }) => {
  const outcome = await ctx.repos.selfService.addTimeOff({
    appId,
    emd: me.employee.emd,
    ref: input.ref,
    from_date: input.from_date,
    to_date: input.to_date,
    reason: input.reason,
    nowIso: isoAt(ctx.now()),
  });
  if (outcome.kind === 'past') return { status: SelfServiceStatus.TIME_OFF_IN_PAST };
  if (outcome.kind === 'overlaps') return { status: SelfServiceStatus.TIME_OFF_OVERLAPS };
  return { status: Status.OK, request: toTimeOffRow(outcome.record) };
});
