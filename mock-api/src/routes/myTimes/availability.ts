/**
 * /api/my/30309 (ours, issue 31): My availability: the employee's unavailable dates and weekdays and
 * day requests from the app's today on, as asked (what applies with the change that waits on top),
 * the limits their manager set, the shifts they are on, the periods of their Published rosters,
 * the app's setting, the change that waits and the last decided one (selfService/myAvailability.ts).
 */
import { Contract, Status } from '../../contract';
import { isoAt } from '../context';
import { employeeRoute } from './employeeRoute';

export const myAvailabilityRoute = employeeRoute(Contract.myTimes.availability, async ({ me, appId, ctx }) => {
  const today = isoAt(ctx.now()).slice(0, 10);
  return { status: Status.OK, ...(await ctx.repos.selfService.availability(appId, me.employee.emd, today)) };
});
