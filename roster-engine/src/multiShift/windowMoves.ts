/**
 * The one-employee window move: employee e's line re-decided exactly over days [a, b] (windowLine.ts) with everyone
 * else fixed, applied in place when it is better (or as good and different, with `acceptEqual`). The cover counts
 * are kept up to date, and the change in the objective is returned, so a move costs the window's days only, never
 * the horizon's.
 */
import type { MsRoster } from './model';
import type { LineContext } from './rowDp';
import { addLineCounts, windowCostOf, windowCosts } from './windowCosts';
import { bestWindowLine } from './windowLine';

/** The change in the objective when the move was applied, or null when the line stayed as it was. */
export function improveWindow(
  ctx: LineContext,
  roster: MsRoster,
  counts: Int32Array,
  e: number,
  a: number,
  b: number,
  acceptEqual = false,
): number | null {
  const S = ctx.model.shiftTypes.length;
  const line = roster[e]!;
  addLineCounts(ctx, counts, line, -1, a, b);
  const cost = windowCosts(ctx, e, a, b, counts);
  const answer = bestWindowLine(ctx, e, line, a, b, cost);
  const before = windowCostOf(line, a, b, cost, S);
  let applied: number | null = null;
  if (answer.line) {
    const delta = answer.cost - before;
    const differs = answer.line.some((s, d) => s !== line[d]);
    if (differs && (delta < -1e-9 || (acceptEqual && delta <= 1e-9))) {
      roster[e] = answer.line;
      applied = Math.round(delta);
    }
  }
  addLineCounts(ctx, counts, roster[e]!, 1, a, b);
  return applied;
}
