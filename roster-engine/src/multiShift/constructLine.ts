/**
 * A first line for one employee that meets every hard rule at once, window by window from the first day
 * (windowLine.ts in its open form): each window's best line given the others' cover, with the line so far kept on
 * track for the limits that count over the whole horizon (minutes and weekends in proportion to the days done, so
 * the last window can meet them exactly); the last window meets them exactly. When a window finds no line, it is
 * re-decided together with the one before it. Time and memory per window do not grow with the horizon.
 */
import { OFF } from './model';
import type { LineContext } from './rowDp';
import { windowCosts } from './windowCosts';
import type { OpenTargets } from './windowLine';
import { bestWindowLine } from './windowLine';

/** Days per window (halved when a window's tables would be too large). */
export const CONSTRUCT_WINDOW_DAYS = 14;

/**
 * Taken off the price of a weekend cell whose cover line is short: a tie-break (a 14-day window has at most four
 * weekend days, so less than one unit of any weight in all) towards lines that work both days of the weekends they
 * spend. Weekends are the scarce part of the large instances (Instance13: 482 weekend shifts asked of 500 weekend
 * days at most) and where lines of equal cover differ; without it the first roster of Instance13 had 92 weekends of
 * one day and 113 weekend shifts short (12,652), with it 8,029 (Instance19 23,057 to 19,170, 21 59,540 to 38,069,
 * 23 85,662 to 43,917, 15 15,964 to 16,067).
 */
export const WEEKEND_TIE_BREAK = 0.1;

/** Takes the tie-break off the window's weekend cells whose cover is short (cost indexed from day `from`). */
function preferWeekends(ctx: LineContext, cost: Float64Array, from: number, others: Int32Array): void {
  const S = ctx.model.shiftTypes.length;
  for (let k = 0; k < cost.length; k++) {
    const d = from + Math.floor(k / S);
    const i = ctx.coverAt[d * S + (k % S)]!;
    if (ctx.weekendDay[d]! > 0 && i >= 0 && others[i]! < ctx.model.cover[i]!.requirement)
      cost[k] = cost[k]! - WEEKEND_TIE_BREAK;
  }
}

/**
 * The targets for the line up to day b: minutes in proportion to the days the employee may work (days off
 * excluded), with one longest shift of slack, and weekends in proportion to the weekends; `loose` keeps only what
 * the days after b can still make up.
 */
export function openTargets(ctx: LineContext, e: number, b: number, after: Int32Array, loose = false): OpenTargets {
  const emp = ctx.model.employees[e]!;
  const H = ctx.model.days.length;
  const off = new Set(emp.daysOff);
  let before = 0;
  let rest = 0;
  for (let d = 0; d < H; d++) {
    if (off.has(d)) continue;
    if (d <= b) before++;
    else rest++;
  }
  const share = before / Math.max(1, before + rest);
  const weekends = ctx.weekendDay.reduce((n, w, d) => (w === 1 ? n + (d <= b ? 1 : 0) : n), 0);
  const allWeekends = ctx.weekendDay.reduce((n, w) => (w === 1 ? n + 1 : n), 0);
  const step = Math.max(...ctx.units);
  const minUnits = Math.ceil(emp.minMinutes / ctx.unit);
  const maxUnits = Math.floor(emp.maxMinutes / ctx.unit);
  // What the days after b can make up at most, by the weekends the line up to b leaves them: it needs the rest.
  const W = emp.maxWeekends;
  const minUnitsByWeekends = Int32Array.from({ length: W + 1 }, (_, used) =>
    Math.max(0, minUnits - after[(b + 1) * (W + 1) + W - used]!),
  );
  const needed = minUnitsByWeekends[0]!;
  if (loose) return { minUnits: needed, maxUnits, maxWeekends: W, minUnitsByWeekends };
  return {
    minUnitsByWeekends,
    minUnits: Math.max(needed, Math.floor(minUnits * share) - step),
    maxUnits: Math.min(maxUnits, Math.ceil(maxUnits * share) + step),
    maxWeekends: Math.min(emp.maxWeekends, Math.ceil((emp.maxWeekends * weekends) / Math.max(1, allWeekends))),
  };
}

/**
 * after[d * (W + 1) + k]: at most how many units employee e can work from day d to the last day with at most k more
 * weekends, whatever the line before d (days off, max consecutive days and the min runs kept; type limits ignored,
 * so never less than the truth). W is the employee's max weekends.
 */
export function maxUnitsAfter(ctx: LineContext, e: number): Int32Array {
  const emp = ctx.model.employees[e]!;
  const H = ctx.model.days.length;
  const W = emp.maxWeekends;
  const off = new Set(emp.daysOff);
  const step = Math.max(0, ...ctx.units.filter((_, s) => emp.maxShifts[ctx.model.shiftTypes[s]!.id] !== 0));
  const R = Math.max(emp.maxConsecutiveDays, emp.minConsecutiveDays, emp.minConsecutiveDaysOff, 1);
  // best[((kind * (R + 1)) + r) * (W + 1) + k]: the most units from day d on after a run of r days of that kind (0
  // off, 1 work; r = 0 stands for the first day) with k weekends left.
  const index = (kind: number, r: number, k: number): number => (kind * (R + 1) + r) * (W + 1) + k;
  let best = new Float64Array(2 * (R + 1) * (W + 1));
  const after = new Int32Array((H + 1) * (W + 1));
  for (let d = H - 1; d >= 0; d--) {
    const next = new Float64Array(best.length).fill(-Infinity);
    const weekend = ctx.weekendDay[d]!;
    for (let kind = 0; kind < 2; kind++)
      for (let r = 0; r <= R; r++)
        for (let k = 0; k <= W; k++) {
          let value = -Infinity;
          if (kind === 0 || r >= emp.minConsecutiveDays)
            value = best[index(0, kind === 0 ? Math.min(r + 1, R) : 1, k)]!;
          const run = kind === 1 ? r + 1 : 1;
          const rested = kind === 1 || r === 0 || r >= emp.minConsecutiveDaysOff;
          const charge = weekend === 1 || (weekend === 2 && kind === 0) ? 1 : 0;
          if (!off.has(d) && step > 0 && rested && run <= emp.maxConsecutiveDays && k >= charge)
            value = Math.max(value, step + best[index(1, Math.min(run, R), k - charge)]!);
          next[index(kind, r, k)] = value;
        }
    best = next;
    for (let k = 0; k <= W; k++) {
      let most = 0;
      for (let kind = 0; kind < 2; kind++) for (let r = 0; r <= R; r++) most = Math.max(most, best[index(kind, r, k)]!);
      after[d * (W + 1) + k] = most;
    }
  }
  return after;
}

/**
 * Employee e's line given the others' cover counts, or null when no window order found one. A positive `workBias`
 * takes that much off each unit worked, so the line works as much as its targets allow (for employees whose minimum
 * leaves little room, when the line of least cost could not be completed).
 */
export function constructLine(ctx: LineContext, e: number, others: Int32Array, workBias = 0): number[] | null {
  const S = ctx.model.shiftTypes.length;
  const H = ctx.model.days.length;
  const after = maxUnitsAfter(ctx, e);
  const starts: number[] = [];
  let line = new Array<number>(H).fill(OFF);
  let size = CONSTRUCT_WINDOW_DAYS;
  let a = 0;
  let merged = 0;
  while (a < H) {
    const b = Math.min(H - 1, a + size - 1);
    const from = merged ? starts[starts.length - merged]! : a;
    for (let d = from; d <= b; d++) line[d] = OFF;
    const cost = windowCosts(ctx, e, from, b, others);
    if (workBias) for (let k = 0; k < cost.length; k++) cost[k] = cost[k]! - workBias * ctx.units[k % S]!;
    preferWeekends(ctx, cost, from, others);
    const last = b === H - 1;
    let answer = bestWindowLine(ctx, e, line, from, b, cost, last ? undefined : openTargets(ctx, e, b, after));
    if (!answer.line && !last)
      answer = bestWindowLine(ctx, e, line, from, b, cost, openTargets(ctx, e, b, after, true));
    if (answer.line) {
      line = answer.line;
      if (merged) starts.length -= merged;
      starts.push(from);
      merged = 0;
      a = b + 1;
      continue;
    }
    if (answer.reason === 'too large' && !merged && size > 7) {
      size = Math.ceil(size / 2);
      continue;
    }
    // Re-decide this window with the one before it (and so on back to the first day).
    if (merged >= starts.length) return null;
    merged++;
  }
  return line;
}
