/** /api/my/30303 (ours, issue 31): the employee's time-off requests, newest first, with their decisions. */
import { Contract, Status } from '../../contract';
import { employeeRoute } from './employeeRoute';

export const myTimeOffRoute = employeeRoute(Contract.myTimes.timeOff, async ({ me, appId, ctx }) => ({
  status: Status.OK,
  requests: await ctx.repos.selfService.timeOff(appId, me.employee.emd),
}));
