/**
 * The horizon's first weekend in the first roster. When the first lines are built every cell is short, so a line
 * takes as many shifts as its first window allows from day 0 on (a run that touches the first day has no least
 * length) and, after five days in a row, rests on weekend 1: Instance19's first roster had 12 workers there for a
 * demand of 24 and 26, and the search never lifted it past 18. The first window of a line (constructLine.ts) may
 * therefore price the first weekend's short cells lower by a bias, so the lines built first take that weekend and
 * work the weekdays around it; a line so built that cannot be completed falls back to the plain construction
 * (longSearch.ts's firstLine), so no employee is left without a line.
 */
import type { LineContext } from './rowDp';

/** The days of the horizon's first weekend (its weekend days up to the first day after them that is not one). */
export function firstWeekendDays(ctx: LineContext): number[] {
  const days: number[] = [];
  for (let d = 0; d < ctx.weekendDay.length; d++) {
    if (ctx.weekendDay[d]! > 0) days.push(d);
    else if (days.length) break;
  }
  return days;
}

/**
 * Takes `bias` off the price of each cell of the first weekend inside the window from day `from` (cost indexed from
 * that day) whose cover line the others leave short.
 */
export function preferFirstWeekend(
  ctx: LineContext,
  cost: Float64Array,
  from: number,
  others: Int32Array,
  bias: number,
): void {
  const S = ctx.model.shiftTypes.length;
  const to = from + cost.length / S - 1;
  for (const d of firstWeekendDays(ctx)) {
    if (d < from || d > to) continue;
    for (let s = 0; s < S; s++) {
      const i = ctx.coverAt[d * S + s]!;
      if (i >= 0 && others[i]! < ctx.model.cover[i]!.requirement) {
        const k = (d - from) * S + s;
        cost[k] = cost[k]! - bias;
      }
    }
  }
}

/** The first weekend's workers (employees working any of its days) in a roster. */
export function firstWeekendWorkers(ctx: LineContext, roster: readonly (readonly number[])[]): number {
  const days = firstWeekendDays(ctx);
  return roster.filter((line) => days.some((d) => line[d]! >= 0)).length;
}
