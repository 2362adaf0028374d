/**
 * Cover counts of a roster and the price of each cell of a window for one employee: the requests' part plus the
 * change in cover penalty one more employee on that shift makes, given everyone else's counts (exact, since a line
 * adds at most one employee to a cover line).
 */
import type { MsRoster } from './model';
import type { LineContext } from './rowDp';

/** How many employees work each cover line, by cover index. */
export function coverCountsOf(ctx: LineContext, roster: MsRoster): Int32Array {
  const S = ctx.model.shiftTypes.length;
  const counts = new Int32Array(ctx.model.cover.length);
  for (const line of roster)
    line.forEach((s, d) => {
      if (s < 0) return;
      const i = ctx.coverAt[d * S + s]!;
      if (i >= 0) counts[i] = counts[i]! + 1;
    });
  return counts;
}

/** Adds (sign 1) or removes (sign -1) a line's part of the cover counts over days [a, b]. */
export function addLineCounts(
  ctx: LineContext,
  counts: Int32Array,
  line: readonly number[],
  sign: number,
  a = 0,
  b = line.length - 1,
): void {
  const S = ctx.model.shiftTypes.length;
  for (let d = a; d <= b; d++) {
    const s = line[d]!;
    if (s < 0) continue;
    const i = ctx.coverAt[d * S + s]!;
    if (i >= 0) counts[i] = counts[i]! + sign;
  }
}

/**
 * cost[(d - a) * S + s]: what working type s on day d of [a, b] costs employee e more than a day off, when the
 * others' cover counts are `others`.
 */
export function windowCosts(ctx: LineContext, e: number, a: number, b: number, others: Int32Array): Float64Array {
  const { model } = ctx;
  const H = model.days.length;
  const S = model.shiftTypes.length;
  const cost = new Float64Array((b - a + 1) * S);
  for (let d = a; d <= b; d++)
    for (let s = 0; s < S; s++) {
      const k = (e * H + d) * S + s;
      let c = (ctx.offRequests.get(k) ?? 0) - (ctx.workRequests.get(k) ?? 0);
      const i = ctx.coverAt[d * S + s]!;
      if (i >= 0) {
        const line = model.cover[i]!;
        c += others[i]! < line.requirement ? -line.underWeight : line.overWeight;
      }
      cost[(d - a) * S + s] = c;
    }
  return cost;
}

/** The window's part of a line's price under `cost` (windowCosts). */
export function windowCostOf(line: readonly number[], a: number, b: number, cost: Float64Array, S: number): number {
  let total = 0;
  for (let d = a; d <= b; d++) if (line[d]! >= 0) total += cost[(d - a) * S + line[d]!]!;
  return total;
}
