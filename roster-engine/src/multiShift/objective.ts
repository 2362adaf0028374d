/** The solver's own price of a roster (model.ts's objective): what its search minimises, never its hard check. */
import type { MsRoster, MultiShiftModel } from './model';

/** How many employees work each cover line's (day, shift type), by cover index, counting only `employees` when given. */
export function coverCounts(model: MultiShiftModel, roster: MsRoster, employees?: ReadonlySet<number>): number[] {
  return model.cover.map((c) => {
    let count = 0;
    roster.forEach((line, e) => {
      if (line[c.day] === c.shift && (!employees || employees.has(e))) count++;
    });
    return count;
  });
}

export function objectiveOf(model: MultiShiftModel, roster: MsRoster): number {
  let total = 0;
  for (const r of model.workRequests) if (roster[r.employee]![r.day] !== r.shift) total += r.weight;
  for (const r of model.offRequests) if (roster[r.employee]![r.day] === r.shift) total += r.weight;
  coverCounts(model, roster).forEach((count, i) => {
    const c = model.cover[i]!;
    total += Math.max(0, c.requirement - count) * c.underWeight + Math.max(0, count - c.requirement) * c.overWeight;
  });
  return total;
}
