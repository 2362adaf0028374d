/**
 * The weekend trade: an employee who does not work a weekend with a short cover line takes that line, giving up
 * another weekend (they are at their most weekends) with the weekdays of both re-decided, and the shifts this
 * leaves short are taken by others' lines re-decided; the whole is priced as one change, kept when the objective is
 * lower (or, with `acceptEqual`, no higher), else every line is put back.
 * Why (issue 32, Instance19): weekend 1 is short 12 shifts of L and N while every employee works their most
 * weekends; the best line that takes one of them (the whole horizon re-decided, so the weekend given up is the
 * line's best choice) costs +99 to +404, a shift or more left short elsewhere, and an ejection chain pays that first
 * link alone. Priced together with the lines that take the shifts left short, 11 of the 174 such trades on a roster
 * where no line or chain gains (4,426) are better, two by 93. The mover's window spans the weekend given up: the
 * whole horizon up to WINDOW_DAYS days (Instance19's 84); over 28 days none of them is found.
 */
import type { MsRoster } from './model';
import { weekendsOf } from './model';
import type { Random } from './random';
import type { LineContext } from './rowDp';
import { addLineCounts, windowCostOf, windowCosts } from './windowCosts';
import { bestWindowLine } from './windowLine';

/** Taken off the forced cell's price: more than any line's cost can be otherwise. */
const FORCE = 1e9;

export interface TradeLimits {
  /** Days of every window (the horizon when shorter), centred on the day to cover. */
  days: number;
  /** Days of the repairs' windows (default `days`). */
  repairDays?: number;
  /** Repair links at most (each the best of its tries). */
  depth: number;
  /** Employees tried for each shift left short, at random among those who may work it. */
  tries: number;
  acceptEqual?: boolean;
}

/** Whether employee e may work type s on day d at all (its type, days off and blocked cells). */
export function mayWork(ctx: LineContext, e: number, d: number, s: number): boolean {
  const { model } = ctx;
  const emp = model.employees[e]!;
  if (emp.maxShifts[model.shiftTypes[s]!.id] === 0 || emp.daysOff.includes(d)) return false;
  return !emp.blockedCells?.includes(d * model.shiftTypes.length + s);
}

/** The other day of a weekend day's weekend, or -1 (a weekend of one day at an end of the horizon). */
function partnerDay(ctx: LineContext, d: number): number {
  const H = ctx.model.days.length;
  const other = ctx.weekendDay[d] === 1 ? d + 1 : d - 1;
  return other >= 0 && other < H && ctx.weekendDay[other]! > 0 && other !== d ? other : -1;
}

/**
 * The employees who may take cover line i (a weekend day's): they work neither day of its weekend and may work its
 * type that day; those who work some weekend one day only first (giving that weekend up costs one shift, not two).
 */
export function tradeMovers(ctx: LineContext, roster: MsRoster, i: number): { oneDay: number[]; rest: number[] } {
  const { model } = ctx;
  const { day, shift } = model.cover[i]!;
  const other = partnerDay(ctx, day);
  const oneDay: number[] = [];
  const rest: number[] = [];
  const weekends = weekendsOf(model.days).filter((days) => days.length === 2);
  roster.forEach((line, e) => {
    if (line[day]! >= 0 || (other >= 0 && line[other]! >= 0) || !mayWork(ctx, e, day, shift)) return;
    const single = weekends.some(([sat, sun]) => line[sat!]! >= 0 !== line[sun!]! >= 0);
    (single ? oneDay : rest).push(e);
  });
  return { oneDay, rest };
}

/** Employee e's best line over [a, b] against `counts`, with (d, s) forced when given; and its change in price. */
function lineOver(
  ctx: LineContext,
  roster: MsRoster,
  counts: Int32Array,
  e: number,
  a: number,
  b: number,
  force?: { d: number; s: number },
): { line: number[]; delta: number } | null {
  const S = ctx.model.shiftTypes.length;
  const line = roster[e]!;
  addLineCounts(ctx, counts, line, -1, a, b);
  const cost = windowCosts(ctx, e, a, b, counts);
  let priced = cost;
  if (force) {
    priced = Float64Array.from(cost);
    priced[(force.d - a) * S + force.s] = priced[(force.d - a) * S + force.s]! - FORCE;
  }
  const answer = bestWindowLine(ctx, e, line, a, b, priced);
  addLineCounts(ctx, counts, line, 1, a, b);
  if (!answer.line || (force && answer.line[force.d] !== force.s)) return null;
  if (!answer.line.some((s, d) => s !== line[d])) return null;
  return { line: answer.line, delta: windowCostOf(answer.line, a, b, cost, S) - windowCostOf(line, a, b, cost, S) };
}

/**
 * One trade from a randomly chosen short weekend cover line; applied in place (roster and counts) when it pays,
 * returning the change in the objective; else the roster and counts are as they were and it returns null.
 */
export function tradeWeekend(
  ctx: LineContext,
  roster: MsRoster,
  counts: Int32Array,
  random: Random,
  limits: TradeLimits,
): number | null {
  const { model } = ctx;
  const H = model.days.length;
  const S = model.shiftTypes.length;
  const short: number[] = [];
  model.cover.forEach((c, i) => {
    if (counts[i]! < c.requirement && ctx.weekendDay[c.day]! > 0) short.push(i);
  });
  if (!short.length) return null;
  const target = short[random.int(short.length)]!;
  const { oneDay, rest } = tradeMovers(ctx, roster, target);
  const pool = oneDay.length && random.next() < 0.75 ? oneDay : [...oneDay, ...rest];
  if (!pool.length) return null;
  const x = pool[random.int(pool.length)]!;
  const around = (d: number, days = limits.days): [number, number] => {
    const L = Math.min(H, days);
    const a = Math.max(0, Math.min(H - L, d - Math.floor(L / 2)));
    return [a, a + L - 1];
  };
  const { day, shift } = model.cover[target]!;
  const [a, b] = around(day);
  const first = lineOver(ctx, roster, counts, x, a, b, { d: day, s: shift });
  if (!first) return null;
  const original = new Map<number, number[]>();
  const put = (e: number, line: number[]): void => {
    if (!original.has(e)) original.set(e, roster[e]!);
    addLineCounts(ctx, counts, roster[e]!, -1);
    roster[e] = line;
    addLineCounts(ctx, counts, line, 1);
  };
  // The cover lines short before the trade: only those it leaves short are repaired.
  const wasShort = new Uint8Array(model.cover.length);
  model.cover.forEach((c, i) => (wasShort[i] = counts[i]! < c.requirement ? 1 : 0));
  put(x, first.line);
  let total = first.delta;
  const accepted = (): boolean => total < -1e-9 || (!!limits.acceptEqual && total <= 1e-9);
  for (let link = 0; link < limits.depth && !accepted(); link++) {
    const left: number[] = [];
    for (const [e, before] of original)
      for (let d = 0; d < H; d++) {
        const s = before[d]!;
        if (s < 0 || roster[e]![d] === s) continue;
        const i = ctx.coverAt[d * S + s]!;
        if (i >= 0 && !wasShort[i] && counts[i]! < model.cover[i]!.requirement && !left.includes(i)) left.push(i);
      }
    if (!left.length) break;
    const i = left[random.int(left.length)]!;
    const c = model.cover[i]!;
    const able = model.employees
      .map((_, e) => e)
      .filter((e) => !original.has(e) && roster[e]![c.day] !== c.shift && mayWork(ctx, e, c.day, c.shift));
    const [ya, yb] = around(c.day, limits.repairDays);
    let best: { e: number; line: number[]; delta: number } | null = null;
    for (const e of random.pick(able, limits.tries)) {
      const found = lineOver(ctx, roster, counts, e, ya, yb);
      if (found && found.delta < -1e-9 && (!best || found.delta < best.delta)) best = { e, ...found };
    }
    if (!best) break;
    put(best.e, best.line);
    total += best.delta;
  }
  if (accepted()) return Math.round(total);
  for (const [e, line] of original) {
    addLineCounts(ctx, counts, roster[e]!, -1);
    roster[e] = line;
    addLineCounts(ctx, counts, line, 1);
  }
  return null;
}
