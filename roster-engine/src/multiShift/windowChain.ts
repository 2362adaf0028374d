/**
 * The ejection chain over windows: a shift short of its cover is given to an employee who may work it, whose line
 * is re-decided exactly over a window around that day with the shift forced in (windowLine.ts, so every hard rule
 * holds); a shift the employee leaves that is now short is given to another employee the same way, and so on for a
 * few links. The chain is kept at its first link where the objective is lower (or, with `acceptEqual`, no higher);
 * else every line is put back. It moves a shift between employees whose minutes are all but fixed, which no single
 * line can (one takes the shift, another the one it leaves). Each link costs one window table: the move does not
 * grow with the horizon. Aimed (weekendTransfer.ts), a link tries first those who may take the shift at little cost
 * (aimedPick) and the chain may go on from any shift it has left short, not only from the last link's.
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
  /**
   * Try first the employees who may take the shift at little cost (aimedPick): those who work the other day of its
   * weekend, then those with a shift's minutes to spare (weekendTransfer.ts).
   */
  aimed?: boolean;
}

/** The other day of day d's weekend, or -1 (a weekday, or a weekend day alone at an end of the horizon). */
export function otherWeekendDay(ctx: LineContext, d: number): number {
  const w = ctx.weekendDay;
  if (w[d] === 1 && w[d + 1] === 2) return d + 1;
  if (w[d] === 2 && w[d - 1] === 1) return d - 1;
  return -1;
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
export function mayWork(ctx: LineContext, e: number, d: number, s: number): boolean {
  const { model } = ctx;
  const emp = model.employees[e]!;
  if (emp.maxShifts[model.shiftTypes[s]!.id] === 0 || emp.daysOff.includes(d)) return false;
  return !emp.blockedCells?.includes(d * model.shiftTypes.length + s);
}

/** The lines a chain has changed (as they were before it) and the change in the objective so far. */
export interface ChainState {
  original: Map<number, number[]>;
  total: number;
}

/**
 * Puts one link in place: employee e's line becomes `line` (changed within [a, b] only), `delta` the change in the
 * objective. Returns the cover lines e left that are now short (where the next link may start).
 */
export function applyLink(
  ctx: LineContext,
  roster: MsRoster,
  counts: Int32Array,
  chain: ChainState,
  e: number,
  line: number[],
  a: number,
  b: number,
  delta: number,
): number[] {
  const { model } = ctx;
  const S = model.shiftTypes.length;
  const before = roster[e]!;
  if (!chain.original.has(e)) chain.original.set(e, before);
  addLineCounts(ctx, counts, before, -1, a, b);
  roster[e] = line;
  addLineCounts(ctx, counts, line, 1, a, b);
  chain.total += delta;
  const left: number[] = [];
  for (let d = a; d <= b; d++) {
    const s = before[d]!;
    if (s < 0 || line[d] === s) continue;
    const i = ctx.coverAt[d * S + s]!;
    if (i >= 0 && counts[i]! < model.cover[i]!.requirement) left.push(i);
  }
  return left;
}

/** Puts back every line the chain changed. */
export function undoChain(ctx: LineContext, roster: MsRoster, counts: Int32Array, chain: ChainState): void {
  for (const [e, line] of chain.original) {
    addLineCounts(ctx, counts, roster[e]!, -1);
    roster[e] = line;
    addLineCounts(ctx, counts, line, 1);
  }
  chain.original.clear();
}

/**
 * k of the employees `able` to take type s on day d, in order: those who work the other day of d's weekend (the shift
 * costs them no weekend of their own), those whose minutes leave room for it (it costs them no other shift), the rest
 * (at random within each).
 */
export function aimedPick(
  ctx: LineContext,
  roster: MsRoster,
  able: readonly number[],
  d: number,
  s: number,
  random: Random,
  k: number,
): number[] {
  const { model } = ctx;
  const other = otherWeekendDay(ctx, d);
  const need = model.shiftTypes[s]!.minutes;
  const tiers: number[][] = [[], [], [], []];
  for (const e of able) {
    const line = roster[e]!;
    let minutes = 0;
    for (const t of line) if (t >= 0) minutes += model.shiftTypes[t]!.minutes;
    const joined = other >= 0 && line[other]! >= 0;
    const room = minutes + need <= model.employees[e]!.maxMinutes;
    tiers[(joined ? 0 : 2) + (room ? 0 : 1)]!.push(e);
  }
  const picked: number[] = [];
  for (const tier of tiers) if (picked.length < k) picked.push(...random.pick(tier, k - picked.length));
  return picked;
}

/** Whether a chain's change so far is one to keep. */
export const chainPays = (chain: ChainState, limits: ChainLimits): boolean =>
  chain.total < -1e-9 || (!!limits.acceptEqual && chain.total <= 1e-9);

/**
 * Up to `links` links of a chain from the short cover line `target` (the employees it has already changed are not
 * tried again). Each next link starts at a shift the last employee left that is now short; with `limits.aimed`, at
 * any that the links of this call have left short and still is. Returns the change in the objective at the first
 * link where the chain pays, else null, the links left in place for the caller to keep or undo.
 */
export function extendChain(
  ctx: LineContext,
  roster: MsRoster,
  counts: Int32Array,
  random: Random,
  limits: ChainLimits,
  chain: ChainState,
  target: number,
  links: number,
): number | null {
  const { model } = ctx;
  const H = model.days.length;
  const S = model.shiftTypes.length;
  const all = model.employees.map((_, e) => e);
  const L = Math.min(H, limits.days);
  let open: number[] = [];
  for (let link = 0; link < links; link++) {
    const { day, shift } = model.cover[target]!;
    const a = Math.max(0, Math.min(H - L, day - random.int(L)));
    const b = a + L - 1;
    const able = all.filter((e) => !chain.original.has(e) && roster[e]![day] !== shift && mayWork(ctx, e, day, shift));
    const tried = limits.aimed
      ? aimedPick(ctx, roster, able, day, shift, random, limits.tries)
      : random.pick(able, limits.tries);
    let best: { e: number; line: number[]; delta: number } | null = null;
    for (const e of tried) {
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
    if (!best) return null;
    const left = applyLink(ctx, roster, counts, chain, best.e, best.line, a, b, best.delta);
    if (chainPays(chain, limits)) return Math.round(chain.total);
    // The next link: a shift this employee left that is now short (aimed: any the chain has left that still is).
    if (limits.aimed) {
      open.push(...left);
      open = open.filter((i, at) => counts[i]! < model.cover[i]!.requirement && open.indexOf(i) === at);
    } else open = left;
    if (!open.length) return null;
    target = open[random.int(open.length)]!;
  }
  return null;
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
  const short = shortLines(ctx, counts);
  if (!short.length) return null;
  const chain: ChainState = { original: new Map(), total: 0 };
  const delta = extendChain(ctx, roster, counts, random, limits, chain, short[random.int(short.length)]!, limits.depth);
  if (delta === null) undoChain(ctx, roster, counts, chain);
  return delta;
}
