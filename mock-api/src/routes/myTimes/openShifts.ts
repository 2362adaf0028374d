/**
 * /api/my/30312 (ours, issue 34) {from_date, to_date}: the open places of the employee's Published rosters in those
 * days (at most 62; none before today) that they may take without breaking a rule, best first
 * (selfService/openShifts.ts), those they claimed marked waiting (for a manager). as_of is the answer's moment.
 */
import { Contract, Status } from '../../contract';
import { openShifts } from '../../selfService/openShifts';
import { isoAt } from '../context';
import { employeeRoute } from './employeeRoute';

export const myOpenShiftsRoute = employeeRoute(Contract.myTimes.openShifts, async ({ input, me, appId, ctx }) => {
  const nowMs = ctx.now();
  const today = isoAt(nowMs).slice(0, 10);
  const from = input.from_date > today ? input.from_date : today;
  const { rosters, shifts, sites, selfService } = ctx.repos;
  const emd = me.employee.emd;
  const [mine, appShifts, appSites, claims] = await Promise.all([
    from > input.to_date ? Promise.resolve([]) : rosters.ofEmployees(appId, [emd], { from, to: input.to_date }),
    shifts.ofApp(appId),
    sites.ofApp(appId),
    selfService.claims(appId, emd),
  ]);
  const open_shifts = await openShifts(
    { rosters: mine, shifts: appShifts, sites: appSites, claims },
    { emd, from, to: input.to_date },
    (roster, model) => rosters.withCurrentCommitments(roster, model),
  );
  return { status: Status.OK, from_date: input.from_date, to_date: input.to_date, open_shifts, as_of: isoAt(nowMs) };
});
