/**
 * The ejection chain over windows: a shift short of its cover is given to an employee who may work it, whose line
 * is re-decided exactly over a window around that day with the shift forced in (windowLine.ts, so every hard rule
 * holds); a shift the employee leaves that is now short is given to another employee the same way, and so on for a
 * few links. The chain is kept at its first link where the objective is lower (or, with `acceptEqual`, no higher);
 * else every line is put back. It moves a shift between employees whose minutes are all but fixed, which no single
 * line can (one takes the shift, another the one it leaves). Each link costs one window table: the move does not
 * grow with the horizon.
 */
import type { MsRoster } from './model';
import type { Random } from './random';
import type { LineContext } from './rowDp';
import { addLineCounts, windowCostOf, windowCosts } from './windowCosts';
import { bestWindowLine } from './windowLine';

/** Taken off the forced cell's price: more than any line's cost can be otherwise. */
const FORCE = 1e9;

export interface ChainLimits {
  /** Days of each link's window (the horizon when shorter). */
  days: number;
  /** Links at most. */
  depth: number;
  /** Employees tried for each link (the best of those who can take the shift is kept). */
  tries: number;
  acceptEqual?: boolean;
}

/** Cover lines (indexes) short of their requirement. */
function shortLines(ctx: LineContext, counts: Int32Array): number[] {
  const short: number[] = [];
  ctx.model.cover.forEach((c, i) => {
    if (counts[i]! < c.requirement) short.push(i);
  });
  return short;
}

/** Whether employee e may work type s on day d at all (its type, days off and blocked cells). */
function mayWork(ctx: LineContext, e: number, d: number, s: number): boolean {
  const { model } = ctx;
  const emp = model.employees[e]!;
  if (emp.maxShifts[model.shiftTypes[s]!.id] === 0 || emp.daysOff.includes(d)) return false;
  return !emp.blockedCells?.includes(d * model.shiftTypes.length + s);
}

/**
 * One chain from a randomly chosen short cover line; applied in place (roster and counts) when it pays, returning
 * the change in the objective; else the roster and counts are as they were and it returns null.
 */
export function ejectionChain(
  ctx: LineContext,
  roster: MsRoster,
  counts: Int32Array,
  random: Random,
  limits: ChainLimits,
): number | null {
  const { model } = ctx;
  const H = model.days.length;
  const S = model.shiftTypes.length;
  const short = shortLines(ctx, counts);
  if (!short.length) return null;
  const all = model.employees.map((_, e) => e);
  const L = Math.min(H, limits.days);
  const original = new Map<number, number[]>();
  let target = short[random.int(short.length)]!;
  let total = 0;
  for (let link = 0; link < limits.depth; link++) {
    const { day, shift } = model.cover[target]!;
    const a = Math.max(0, Math.min(H - L, day - random.int(L)));
    const b = a + L - 1;
    const able = all.filter((e) => !original.has(e) && roster[e]![day] !== shift && mayWork(ctx, e, day, shift));
    let best: { e: number; line: number[]; delta: number } | null = null;
    for (const e of random.pick(able, limits.tries)) {
      const line = roster[e]!;
      addLineCounts(ctx, counts, line, -1, a, b);
      const cost = windowCosts(ctx, e, a, b, counts);
      const forced = Float64Array.from(cost);
      forced[(day - a) * S + shift] = forced[(day - a) * S + shift]! - FORCE;
      const answer = bestWindowLine(ctx, e, line, a, b, forced);
      addLineCounts(ctx, counts, line, 1, a, b);
      if (!answer.line || answer.line[day] !== shift) continue;
      const delta = windowCostOf(answer.line, a, b, cost, S) - windowCostOf(line, a, b, cost, S);
      if (!best || delta < best.delta) best = { e, line: answer.line, delta };
    }
    if (!best) break;
    const before = roster[best.e]!;
    original.set(best.e, before);
    addLineCounts(ctx, counts, before, -1, a, b);
    roster[best.e] = best.line;
    addLineCounts(ctx, counts, best.line, 1, a, b);
    total += best.delta;
    if (total < -1e-9 || (limits.acceptEqual && total <= 1e-9)) return Math.round(total);
    // The next link: a shift this employee left that is now short.
    const left: number[] = [];
    for (let d = a; d <= b; d++) {
      const s = before[d]!;
      if (s < 0 || best.line[d] === s) continue;
      const i = ctx.coverAt[d * S + s]!;
      if (i >= 0 && counts[i]! < model.cover[i]!.requirement) left.push(i);
    }
    if (!left.length) break;
    target = left[random.int(left.length)]!;
  }
  for (const [e, line] of original) {
    addLineCounts(ctx, counts, roster[e]!, -1);
    roster[e] = line;
    addLineCounts(ctx, counts, line, 1);
  }
  return null;
}
