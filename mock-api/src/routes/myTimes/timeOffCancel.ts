/**
 * /api/my/30305 (ours, issue 31) {rqd}: the employee cancels a request of theirs while it waits.
 * REQUEST_NOT_FOUND for a request that is not theirs; REQUEST_NOT_PENDING once it is decided.
 */
import { Contract, SelfServiceStatus, Status } from '../../contract';
import { toTimeOffRow } from '../../selfService/timeOff';
import { isoAt } from '../context';
import { employeeRoute } from './employeeRoute';

export const myTimeOffCancelRoute = employeeRoute(Contract.myTimes.timeOffCancel, async ({ input, me, appId, ctx }) => {
  const { name, surname, emd } = me.employee;
  const outcome = await ctx.repos.selfService.cancelTimeOff(
    appId,
    emd,
    input.rqd,
    `${name} ${surname}`,
    isoAt(ctx.now()),
  );
  if (outcome.kind === 'not-found') return { status: SelfServiceStatus.REQUEST_NOT_FOUND };
  if (outcome.kind === 'not-pending') return { status: SelfServiceStatus.REQUEST_NOT_PENDING };
  return { status: Status.OK, request: toTimeOffRow(outcome.record) };
});
