/**
 * An independent look at a site allocation against the roster models it came from (for the tests): the places left
 * open per roster, position and day, and every hard rule of the site model broken (two shifts a day, a shift the
 * employee is not on or another position's, a blocked day, too little rest after another shift, a run too long).
 */
import { commitmentTables } from '../commitments';
import { shiftInterval } from '../commitments/shiftTimes';
import { addDays } from '../calendar/dates';
import type { RosterModel } from '../model/types';
import type { SiteAllocation } from './allocateSite';

export function checkAllocation(
  models: readonly RosterModel[],
  allocation: SiteAllocation,
): { open: number; broken: string[] } {
  const broken: string[] = [];
  let open = 0;
  const worked = new Map<string, { roster: number; date: string }[]>();
  allocation.rosters.forEach((days, roster) => {
    const model = models[roster]!;
    const tables = commitmentTables(model);
    for (const day of days) {
      const e = model.employees.findIndex((employee) => employee.id === day.employeeId);
      const d = model.days.findIndex((modelDay) => modelDay.date === day.date);
      const employee = model.employees[e];
      if (!employee || employee.positionId !== day.positionId) broken.push(`${day.employeeId} not on ${roster}`);
      if (d < 0) broken.push(`${day.employeeId} outside the period on ${day.date}`);
      else if (e >= 0 && tables.block[e * model.days.length + d]) broken.push(`${day.employeeId} blocked ${day.date}`);
      if (employee?.availability?.unavailableDates.includes(day.date))
        broken.push(`${day.employeeId} unavailable ${day.date}`);
      const list = worked.get(day.employeeId) ?? [];
      list.push({ roster, date: day.date });
      worked.set(day.employeeId, list);
    }
    for (const position of model.positions)
      for (const day of model.days) {
        const count = days.filter((a) => a.positionId === position.id && a.date === day.date).length;
        open += Math.max(0, position.required[day.key] - count);
      }
  });
  for (const [id, days] of worked) {
    const dates = days.map((day) => day.date).sort();
    if (new Set(dates).size !== dates.length) broken.push(`${id} twice on a day`);
    for (const a of days)
      for (const b of days) {
        if (b.date !== addDays(a.date, 1) || a.roster === b.roster) continue;
        const first = models[a.roster]!;
        const next = models[b.roster]!;
        const gap = shiftInterval(b.date, next.shiftTimes).from - shiftInterval(a.date, first.shiftTimes).to;
        const needed = Math.max(first.workingDays.minRestHours ?? 0, next.workingDays.minRestHours ?? 0) * 60;
        if (gap < needed) broken.push(`${id} short of rest on ${b.date}`);
      }
    const limit = Math.min(
      ...days
        .map(({ roster }) => models[roster]!)
        .flatMap((m) =>
          m.workingDays.maxConsecutive > 0 && m.rules.includes('MAX_CONSECUTIVE') ? [m.workingDays.maxConsecutive] : [],
        ),
    );
    let run = 0;
    let previous = '';
    for (const date of dates) {
      run = previous && date === addDays(previous, 1) ? run + 1 : 1;
      previous = date;
      if (run > limit) broken.push(`${id} works ${run} days in a row on ${date}`);
    }
  }
  return { open, broken };
}
