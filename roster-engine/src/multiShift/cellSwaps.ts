/**
 * Cell swaps: two employees exchange what they work on one day (a shift for a shift, or a shift for a day off), so
 * every cover count stays as it was; kept when both lines still meet every hard rule (checked exactly by a one-day
 * window table, windowLine.ts, with the rest of each line fixed) and the requests are no worse. They change no cover
 * and seldom the objective: they move the roster across its plateau, which is what the other moves need at the local
 * optima of the large instances. On Instance13 every short shift is on a weekend where the employees who work the
 * other day of that weekend are blocked by the type they work next to it (a forbidden succession) and by their
 * minutes (all but a few within a shift of their most): the ejection chains, tried exhaustively over two links and
 * 14-day windows from a 60 s roster (3,296), found no improving chain at all; after a few thousand swaps they do
 * again (alone from that roster, 30 s of chains and lines: 3,296 without swaps, 3,128 with).
 */
import type { MsRoster } from './model';
import { OFF } from './model';
import type { Random } from './random';
import type { LineContext } from './rowDp';
import { bestWindowLine } from './windowLine';

/** Added to every cell but the one wanted: more than any line's cost can be otherwise. */
const FORCE = 1e9;
/** The share of tries on a day next to a short cover line (else any day). */
const AIMED_SHARE = 0.5;

/** Whether employee e's line may hold `want` (a shift type, or OFF) on day d, the rest of it as it is. */
export function mayHold(ctx: LineContext, e: number, line: readonly number[], d: number, want: number): boolean {
  const S = ctx.model.shiftTypes.length;
  const cost = new Float64Array(S).fill(FORCE);
  if (want !== OFF) cost[want] = -FORCE;
  const answer = bestWindowLine(ctx, e, line, d, d, cost);
  return answer.line !== null && answer.line[d] === want;
}

/** The requests' price of employee e working `s` (or OFF) on day d. */
function requestPrice(ctx: LineContext, e: number, d: number, s: number): number {
  if (s === OFF) return 0;
  const k = (e * ctx.model.days.length + d) * ctx.model.shiftTypes.length + s;
  return (ctx.offRequests.get(k) ?? 0) - (ctx.workRequests.get(k) ?? 0);
}

/**
 * Up to `tries` swaps tried in place, each on a random day (half of them next to a short cover line) between an
 * employee who works that day and another whose cell differs. Returns the change in the objective (the requests'
 * only, never above 0) when a swap was made, else null. The cover counts do not change.
 */
export function swapCells(
  ctx: LineContext,
  roster: MsRoster,
  counts: Int32Array,
  random: Random,
  tries: number,
): number | null {
  const { model } = ctx;
  const H = model.days.length;
  const E = model.employees.length;
  if (E < 2) return null;
  const shortDays: number[] = [];
  model.cover.forEach((c, i) => {
    if (counts[i]! < c.requirement) shortDays.push(c.day);
  });
  let total = 0;
  let swapped = false;
  for (let t = 0; t < tries; t++) {
    const d =
      shortDays.length && random.next() < AIMED_SHARE
        ? Math.min(H - 1, Math.max(0, shortDays[random.int(shortDays.length)]! + random.int(3) - 1))
        : random.int(H);
    const x = random.int(E);
    const y = random.int(E);
    const sx = roster[x]![d]!;
    const sy = roster[y]![d]!;
    if (x === y || sx === sy) continue;
    const delta =
      requestPrice(ctx, x, d, sy) +
      requestPrice(ctx, y, d, sx) -
      requestPrice(ctx, x, d, sx) -
      requestPrice(ctx, y, d, sy);
    if (delta > 0) continue;
    if (!mayHold(ctx, x, roster[x]!, d, sy) || !mayHold(ctx, y, roster[y]!, d, sx)) continue;
    roster[x] = [...roster[x]!];
    roster[y] = [...roster[y]!];
    roster[x][d] = sy;
    roster[y][d] = sx;
    total += delta;
    swapped = true;
  }
  return swapped ? total : null;
}
