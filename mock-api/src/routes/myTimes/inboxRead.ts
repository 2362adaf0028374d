/** /api/my/30307 (ours, issue 31) {ids}: marks the employee's messages read (every one when ids is empty). */
import { Contract, Status } from '../../contract';
import { employeeRoute } from './employeeRoute';

export const myInboxReadRoute = employeeRoute(Contract.myTimes.inboxRead, async ({ input, me, appId, ctx }) => {
  await ctx.repos.selfService.markRead(appId, me.employee.emd, input.ids);
  return { status: Status.OK };
});
