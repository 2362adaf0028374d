/**
 * /api/my/30314 (ours, issue 34) {std, sftd, roster_ref, entry_date}: whom the employee may swap that day of theirs
 * with: on a Published roster, from today on (a day gone by is not swapped, nor a colleague's day before today), the
 * colleagues and their days such that each takes the other's place and both keep every hard rule, against the other
 * rosters as they are now (roster-engine swapPartners, the same rows the checker checks), best first with the change
 * in words; how many colleagues may not (not named: an employee never sees who cannot). A day that is not theirs, gone
 * by or of a roster not published answers no one.
 */
import { swapPartners } from '@times/roster-engine';
import { Contract, Status } from '../../contract';
import { isPublished } from '../../rosters/publish/publishState';
import { isoAt } from '../context';
import { employeeRoute } from './employeeRoute';

export const mySwapPartnersRoute = employeeRoute(Contract.myTimes.swapPartners, async ({ input, me, appId, ctx }) => {
  const today = isoAt(ctx.now()).slice(0, 10);
  const none = { status: Status.OK, partners: [], others: 0 };
  const { rosters } = ctx.repos;
  const roster = await rosters.open({ appId, std: input.std, sftd: input.sftd, rstd: input.roster_ref, live: true });
  if (!roster.ok || !isPublished(roster.record) || input.entry_date < today) return none;
  const model = await rosters.withCurrentCommitments(roster.record, roster.model);
  const answer = swapPartners(model, roster.result.assignments, {
    employeeId: me.employee.emd,
    date: input.entry_date,
    from: today,
  });
  const employees = new Map(model.employees.map((one) => [one.id, one]));
  const positions = new Map(model.positions.map((one) => [one.id, one.name]));
  return {
    status: Status.OK,
    partners: answer.partners.map(({ employeeId, days }) => ({
      empd: employeeId,
      name: employees.get(employeeId)?.name ?? '',
      surname: employees.get(employeeId)?.surname ?? '',
      days: days.map((day) => ({
        date: day.date,
        position_name: positions.get(day.positionId) ?? '',
        reasons: day.reasons,
      })),
    })),
    others: answer.excluded.length,
  };
});
