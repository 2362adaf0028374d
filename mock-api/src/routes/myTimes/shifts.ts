/**
 * /api/my/30302 (ours, issue 31) {from_date, to_date}: the employee's days on Published rosters in
 * those days (at most 62), with who else works each, and for days gone by the hours worked
 * (selfService/myShifts.ts). as_of is the answer's moment, which an offline screen shows.
 */
import { Contract, Status } from '../../contract';
import { isoAt } from '../context';
import { employeeRoute } from './employeeRoute';

export const myShiftsRoute = employeeRoute(Contract.myTimes.shifts, async ({ input, me, appId, ctx }) => {
  const nowMs = ctx.now();
  const shifts = await ctx.repos.selfService.shifts({
    appId,
    emd: me.employee.emd,
    from: input.from_date,
    to: input.to_date,
    nowMs,
  });
  return { status: Status.OK, from_date: input.from_date, to_date: input.to_date, shifts, as_of: isoAt(nowMs) };
});
