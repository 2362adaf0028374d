/** /api/my/30306 (ours, issue 31): the employee's inbox, newest first, with how many are unread. */
import { Contract, Status } from '../../contract';
import { isoAt } from '../context';
import { employeeRoute } from './employeeRoute';

export const myInboxRoute = employeeRoute(Contract.myTimes.inbox, async ({ me, appId, ctx }) => ({
  status: Status.OK,
  ...(await ctx.repos.selfService.inbox(appId, me.employee.emd)),
  as_of: isoAt(ctx.now()),
}));
