/** /api/my/30301 (ours, issue 31): who the employee is in the app, their SMS choices and unread messages. */
import { Contract, Status } from '../../contract';
import { isoAt } from '../context';
import { employeeRoute } from './employeeRoute';
import { profileOf } from './profile';

export const myProfileRoute = employeeRoute(Contract.myTimes.me, async ({ me, appId, ctx }) => ({
  status: Status.OK,
  me: await profileOf(ctx, appId, me, isoAt(ctx.now())),
}));
