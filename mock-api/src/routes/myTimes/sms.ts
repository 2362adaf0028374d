/** /api/my/30308 (ours, issue 31) {roster, requests}: which messages also go to the employee's phone by SMS. */
import { Contract, Status } from '../../contract';
import { isoAt } from '../context';
import { employeeRoute } from './employeeRoute';
import { profileOf } from './profile';

export const mySmsRoute = employeeRoute(Contract.myTimes.sms, async ({ input, me, appId, ctx }) => {
  const sms = { roster: input.roster === 1 ? 1 : 0, requests: input.requests === 1 ? 1 : 0 } as const;
  await ctx.repos.selfService.setSms(appId, me.employee.emd, sms);
  const profile = await profileOf(ctx, appId, { ...me, account: { ...me.account, sms } }, isoAt(ctx.now()));
  return { status: Status.OK, me: profile };
});
