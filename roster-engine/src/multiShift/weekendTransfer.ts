/**
 * Whole-weekend transfers: an employee who works one weekend gives it up and works, whole, a weekend that is short
 * of its cover instead, the weekdays around both re-decided exactly (one window table, windowLine.ts, so the runs,
 * minutes and weekends of the whole line hold); the shifts they leave that are now short then start an aimed ejection
 * chain (windowChain.ts: those who work the other day of the shift's weekend tried first, then those with a shift's
 * minutes to spare, and the chain may go on from any shift it has left short). Kept at the first link where the
 * objective is lower, else every line is put back. Instance13's gap is its weekends: on a 30,000-move roster every
 * employee works their most weekends (250, for weekend demands of 66, 64, 60 and 61 workers a day), the weekdays are
 * covered exactly, all 22 short shifts are on weekends, and 40 weekends are worked on one day only; a short weekend
 * shift is filled only when someone leaves another weekend (whose shifts those who work its other day then take,
 * making theirs whole) and the weekdays are re-decided around both. A chain that forces the short shift into a line
 * lets the line choose what to drop; here the weekend given up and the whole weekend taken are forced.
 */
import type { MsRoster } from './model';
import { weekendsOf } from './model';
import type { Random } from './random';
import type { LineContext } from './rowDp';
import type { ChainLimits, ChainState } from './windowChain';
import { applyLink, chainPays, extendChain, mayWork, undoChain } from './windowChain';
import { addLineCounts, windowCostOf, windowCosts } from './windowCosts';
import { bestWindowLine } from './windowLine';
import { searchWork, TABLE_CALL_WORK } from './searchWork';

/** Added to (or taken off) a cell's price to force it off (or on): more than any line's cost can be otherwise. */
const FORCE = 1e9;
/** Days re-decided before the earlier weekend and after the later one. */
const PAD_DAYS = 3;

export interface TransferLimits extends ChainLimits {
  /** The most days from the first weekend day to the last of the two weekends (a window table's length). */
  span: number;
}

const weekendCache = new WeakMap<LineContext, { weekends: number[][]; weekendOf: Int32Array }>();

/** The horizon's weekends and each day's weekend (-1 on a weekday). */
function weekendsByDay(ctx: LineContext): { weekends: number[][]; weekendOf: Int32Array } {
  const cached = weekendCache.get(ctx);
  if (cached) return cached;
  const weekends = weekendsOf(ctx.model.days);
  const weekendOf = new Int32Array(ctx.model.days.length).fill(-1);
  weekends.forEach((days, w) => days.forEach((d) => (weekendOf[d] = w)));
  const found = { weekends, weekendOf };
  weekendCache.set(ctx, found);
  return found;
}

/** Whether a cell's shift is one more than its cover line needs (or has no cover line at all). */
function spareCell(ctx: LineContext, counts: Int32Array, d: number, s: number): boolean {
  const i = ctx.coverAt[d * ctx.model.shiftTypes.length + s]!;
  return i < 0 || counts[i]! > ctx.model.cover[i]!.requirement;
}

interface Candidate {
  e: number;
  /** The weekend given up. */
  from: number;
  /** Whether it is worked on one day only, or every shift worked on it is more than its cover needs. */
  loose: boolean;
}

/**
 * One transfer to a randomly chosen short cover line on a weekend, the employees who work another weekend within
 * `span` days tried (those who work it one day only, or whose shifts there are all over their cover, first), then an
 * aimed chain from a shift the best of them left short; applied in place (roster and counts) when it pays,
 * returning the change in the objective; else the roster and counts are as they were and it returns null.
 */
export function transferWeekend(
  ctx: LineContext,
  roster: MsRoster,
  counts: Int32Array,
  random: Random,
  limits: TransferLimits,
): number | null {
  const { model } = ctx;
  const H = model.days.length;
  const S = model.shiftTypes.length;
  const { weekends, weekendOf } = weekendsByDay(ctx);
  const short: number[] = [];
  model.cover.forEach((c, i) => {
    if (counts[i]! < c.requirement && weekendOf[c.day]! >= 0) short.push(i);
  });
  if (!short.length) {
    // Nothing to aim at: charged as one table call, so that the choice of move does not keep asking.
    searchWork.units += TABLE_CALL_WORK;
    return null;
  }
  const target = short[random.int(short.length)]!;
  const { day, shift } = model.cover[target]!;
  const to = weekends[weekendOf[day]!]!;
  const candidates: Candidate[] = [];
  roster.forEach((line, e) => {
    if (to.some((d) => line[d]! >= 0) || !mayWork(ctx, e, day, shift)) return;
    weekends.forEach((days, from) => {
      const first = Math.min(days[0]!, to[0]!);
      const last = Math.max(days[days.length - 1]!, to[to.length - 1]!);
      if (days === to || last - first + 1 > limits.span || !days.some((d) => line[d]! >= 0)) return;
      const worked = days.filter((d) => line[d]! >= 0);
      const loose = worked.length < days.length || worked.every((d) => spareCell(ctx, counts, d, line[d]!));
      candidates.push({ e, from, loose });
    });
  });
  const loose = candidates.filter((c) => c.loose);
  const tried = random.pick(loose.length ? loose : candidates, limits.tries);
  let best: { e: number; line: number[]; delta: number; a: number; b: number } | null = null;
  for (const { e, from } of tried) {
    const given = weekends[from]!;
    const a = Math.max(0, Math.min(given[0]!, to[0]!) - PAD_DAYS);
    const b = Math.min(H - 1, Math.max(given[given.length - 1]!, to[to.length - 1]!) + PAD_DAYS);
    const line = roster[e]!;
    addLineCounts(ctx, counts, line, -1, a, b);
    const cost = windowCosts(ctx, e, a, b, counts);
    const forced = Float64Array.from(cost);
    for (const d of given) for (let s = 0; s < S; s++) forced[(d - a) * S + s] = forced[(d - a) * S + s]! + FORCE;
    for (const d of to)
      for (let s = 0; s < S; s++)
        if (d !== day || s === shift) forced[(d - a) * S + s] = forced[(d - a) * S + s]! - FORCE;
    const answer = bestWindowLine(ctx, e, line, a, b, forced);
    addLineCounts(ctx, counts, line, 1, a, b);
    if (!answer.line || answer.line[day] !== shift || given.some((d) => answer.line[d]! >= 0)) continue;
    const delta = windowCostOf(answer.line, a, b, cost, S) - windowCostOf(line, a, b, cost, S);
    if (!best || delta < best.delta) best = { e, line: answer.line, delta, a, b };
  }
  if (!best) return null;
  const chain: ChainState = { original: new Map(), total: 0 };
  const left = applyLink(ctx, roster, counts, chain, best.e, best.line, best.a, best.b, best.delta);
  if (chainPays(chain, limits)) return Math.round(chain.total);
  const delta = left.length
    ? extendChain(
        ctx,
        roster,
        counts,
        random,
        { ...limits, aimed: true },
        chain,
        left[random.int(left.length)]!,
        limits.depth - 1,
      )
    : null;
  if (delta === null) undoChain(ctx, roster, counts, chain);
  return delta;
}
