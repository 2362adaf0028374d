/**
 * The best line of one employee with everyone else fixed, exactly, by dynamic programming over the days. A line's
 * cost splits over its cells (requests plus the change in cover penalty its shift makes), so the best line is a
 * shortest path through states (shift worked yesterday or off, length of the current run and whether it began on
 * the first day, weekends worked, minutes worked, shifts of each limited type) where each step keeps every hard rule.
 * States are indexed densely (only those reached are visited); an employee whose state space is too large
 * (LINE_STATE_LIMIT) gets no answer, and the caller re-decides the line another way.
 */
import type { MsRoster, MultiShiftModel } from './model';
import { OFF, weekendsOf } from './model';

/** The most states per day the dense tables may hold. */
export const LINE_STATE_LIMIT = 300_000;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Day-by-day data the lines of every employee share. */
export interface LineContext {
  model: MultiShiftModel;
  /** For day d: 0 = not a weekend day, 1 = a weekend's first day, 2 = its second day. */
  weekendDay: Int8Array;
  /** Minutes per unit (the gcd of the shift lengths) and each shift type's length in units. */
  unit: number;
  units: number[];
  /** forbidden[a * S + b]: type b may not follow type a. */
  forbidden: Uint8Array;
  /** Cover line index by day * S + type, or -1. */
  coverAt: Int32Array;
  /** Work and off request weights by (employee, day, type). */
  workRequests: Map<number, number>;
  offRequests: Map<number, number>;
}

export function lineContext(model: MultiShiftModel): LineContext {
  const H = model.days.length;
  const S = model.shiftTypes.length;
  const weekendDay = new Int8Array(H);
  for (const days of weekendsOf(model.days)) days.forEach((d, i) => (weekendDay[d] = i + 1));
  const unit = model.shiftTypes.reduce((g, s) => gcd(g, s.minutes), 0) || 1;
  const forbidden = new Uint8Array(S * S);
  model.shiftTypes.forEach((s, a) =>
    s.forbiddenNext.forEach((id) => (forbidden[a * S + model.shiftTypes.findIndex((t) => t.id === id)] = 1)),
  );
  const coverAt = new Int32Array(H * S).fill(-1);
  model.cover.forEach((c, i) => (coverAt[c.day * S + c.shift] = i));
  const key = (r: { employee: number; day: number; shift: number }): number => (r.employee * H + r.day) * S + r.shift;
  const workRequests = new Map<number, number>();
  for (const r of model.workRequests) workRequests.set(key(r), (workRequests.get(key(r)) ?? 0) + r.weight);
  const offRequests = new Map<number, number>();
  for (const r of model.offRequests) offRequests.set(key(r), (offRequests.get(key(r)) ?? 0) + r.weight);
  return {
    model,
    weekendDay,
    unit,
    units: model.shiftTypes.map((s) => s.minutes / unit),
    forbidden,
    coverAt,
    workRequests,
    offRequests,
  };
}

/** The requests' part of working each type on each day, relative to a day off. */
export function requestCosts(ctx: LineContext, e: number): Float64Array {
  const H = ctx.model.days.length;
  const S = ctx.model.shiftTypes.length;
  const cost = new Float64Array(H * S);
  for (let d = 0; d < H; d++)
    for (let s = 0; s < S; s++) {
      const k = (e * H + d) * S + s;
      cost[d * S + s] = (ctx.offRequests.get(k) ?? 0) - (ctx.workRequests.get(k) ?? 0);
    }
  return cost;
}

/** The cost of working each type on each day, relative to a day off, given the others' cover `counts`. */
function cellCosts(ctx: LineContext, e: number, counts: Int32Array): Float64Array {
  const { model } = ctx;
  const H = model.days.length;
  const S = model.shiftTypes.length;
  const cost = new Float64Array(H * S);
  for (let d = 0; d < H; d++)
    for (let s = 0; s < S; s++) {
      const k = (e * H + d) * S + s;
      let c = (ctx.offRequests.get(k) ?? 0) - (ctx.workRequests.get(k) ?? 0);
      const i = ctx.coverAt[d * S + s]!;
      if (i >= 0) {
        const line = model.cover[i]!;
        const n = counts[i]!;
        c += n < line.requirement ? -line.underWeight : line.overWeight;
      }
      cost[d * S + s] = c;
    }
  return cost;
}

interface Limit {
  s: number;
  limit: number;
}

/** The shift types whose limit can bind employee e: 0 < limit < horizon. */
function limitsOf(ctx: LineContext, e: number): Limit[] {
  const H = ctx.model.days.length;
  const emp = ctx.model.employees[e]!;
  return ctx.model.shiftTypes.flatMap((t, s) => {
    const limit = emp.maxShifts[t.id];
    return limit !== undefined && limit > 0 && limit < H ? [{ s, limit }] : [];
  });
}

/** The size of employee e's state space with the given type limits in the state. */
function lineSpace(ctx: LineContext, e: number, limited: Limit[]): number {
  const { model } = ctx;
  const H = model.days.length;
  const emp = model.employees[e]!;
  const limits = limited.map((l) => l.limit + 1);
  const maxUnits = Math.min(Math.floor(emp.maxMinutes / ctx.unit), H * Math.max(...ctx.units));
  const runCap = Math.max(emp.maxConsecutiveDays, emp.minConsecutiveDaysOff, emp.minConsecutiveDays, 1);
  const weekends = Math.min(emp.maxWeekends, weekendsOf(model.days).length) + 1;
  return [model.shiftTypes.length + 1, runCap, 2, weekends, maxUnits + 1, ...limits].reduce((a, b) => a * b, 1);
}

export type LineAnswer = { line: number[] } | { line: null; reason: 'infeasible' | 'too large' };

/**
 * The best line for employee e given the cover counts of everyone else (by cover line), as shift type indexes.
 * Type limits enter the state only once a line breaks them: the best line of the relaxation that keeps every limit
 * is the best line.
 */
export const bestLine = (ctx: LineContext, e: number, othersCounts: Int32Array): LineAnswer =>
  bestLineFor(ctx, e, cellCosts(ctx, e, othersCounts));

/**
 * The cheapest line for employee e when working type s on day d costs cost[d * S + s] more than a day off (any
 * costs: the search's cover changes, or the column generation's reduced costs).
 */
export function bestLineFor(ctx: LineContext, e: number, cost: Float64Array): LineAnswer {
  const all = limitsOf(ctx, e);
  const limited: Limit[] = [];
  for (;;) {
    if (lineSpace(ctx, e, limited) > LINE_STATE_LIMIT) return { line: null, reason: 'too large' };
    const line = searchLine(ctx, e, cost, limited);
    if (!line) return { line: null, reason: 'infeasible' };
    const broken = all.filter((l) => !limited.includes(l) && line.filter((s) => s === l.s).length > l.limit);
    if (!broken.length) return { line };
    limited.push(...broken);
  }
}

function searchLine(ctx: LineContext, e: number, cost: Float64Array, limited: Limit[]): number[] | null {
  const { model } = ctx;
  const H = model.days.length;
  const S = model.shiftTypes.length;
  const emp = model.employees[e]!;
  const off = new Uint8Array(H);
  for (const d of emp.daysOff) off[d] = 1;
  const blocked = new Uint8Array(H * S);
  for (const cell of emp.blockedCells ?? []) blocked[cell] = 1;
  const allowed = model.shiftTypes.map((t) => emp.maxShifts[t.id] !== 0);
  const minUnits = Math.ceil(emp.minMinutes / ctx.unit);
  const maxUnits = Math.min(Math.floor(emp.maxMinutes / ctx.unit), H * Math.max(...ctx.units));
  const maxStep = Math.max(0, ...ctx.units.filter((_, s) => allowed[s]));
  const weekendCount = weekendsOf(model.days).length;
  const maxW = Math.min(emp.maxWeekends, weekendCount);
  const runCap = Math.max(emp.maxConsecutiveDays, emp.minConsecutiveDaysOff, emp.minConsecutiveDays, 1);

  // State = (((((p * R + r) * 2 + t) * W + w) * U + u) * C1 + c1) * C2 + c2 …, p = 0 off / 1 + type, r = run - 1.
  const R = runCap;
  const W = maxW + 1;
  const U = maxUnits + 1;
  const radices = [S + 1, R, 2, W, U, ...limited.map((l) => l.limit + 1)];
  const N = lineSpace(ctx, e, limited);
  const strides = new Array<number>(radices.length);
  for (let i = radices.length - 1, acc = 1; i >= 0; i--) {
    strides[i] = acc;
    acc *= radices[i]!;
  }
  const [sP, sR, sT, sW, sU] = strides as [number, number, number, number, number];
  const limitStride = limited.map((_, i) => strides[5 + i]!);
  const limitOf = new Int32Array(S).fill(-1);
  limited.forEach((l, i) => (limitOf[l.s] = i));

  // Rolling tables: the best cost of each state before day d (current) and after it (next), the states reached.
  let current = new Float64Array(N).fill(Infinity);
  let next = new Float64Array(N).fill(Infinity);
  let reached: number[] = [];
  let reachedNext: number[] = [];
  const back = new Int32Array(H * N);
  const relax = (d: number, from: number, to: number, value: number): void => {
    const old = next[to]!;
    if (value < old) {
      if (old === Infinity) reachedNext.push(to);
      next[to] = value;
      back[d * N + to] = from;
    }
  };
  const decode = (state: number, i: number): number => Math.floor(state / strides[i]!) % radices[i]!;

  for (let d = 0; d < H; d++) {
    const remaining = H - d - 1;
    const wk = ctx.weekendDay[d]!;
    const states = d === 0 ? [-1] : reached;
    for (const state of states) {
      let base: number;
      let p: number;
      let r: number;
      let t: number;
      let w: number;
      let u: number;
      if (state < 0) {
        base = 0;
        p = -1;
        r = 0;
        t = 1;
        w = 0;
        u = 0;
      } else {
        base = current[state]!;
        p = decode(state, 0);
        r = decode(state, 1) + 1;
        t = decode(state, 2);
        w = decode(state, 3);
        u = decode(state, 4);
      }
      const counts = state < 0 ? 0 : state % sU;
      // A day off.
      {
        let ok = true;
        let to: number;
        if (p > 0) {
          if (r < emp.minConsecutiveDays && !t) ok = false;
          to = w * sW + u * sU + counts;
        } else if (p === 0) to = (Math.min(r + 1, R) - 1) * sR + t * sT + w * sW + u * sU + counts;
        else to = sT + w * sW + u * sU + counts;
        if (ok && u + remaining * maxStep >= minUnits) relax(d, state, to, base);
      }
      if (off[d]) continue;
      for (let s = 0; s < S; s++) {
        if (!allowed[s] || blocked[d * S + s]) continue;
        if (p > 0 && ctx.forbidden[(p - 1) * S + s]) continue;
        let run: number;
        let touch: number;
        if (p > 0) {
          run = r + 1;
          touch = t;
        } else if (p === 0) {
          if (r < emp.minConsecutiveDaysOff && !t) continue;
          run = 1;
          touch = 0;
        } else {
          run = 1;
          touch = 1;
        }
        if (run > emp.maxConsecutiveDays) continue;
        const nu = u + ctx.units[s]!;
        if (nu > maxUnits || nu + remaining * maxStep < minUnits) continue;
        const nw = wk === 0 || (wk === 2 && p > 0) ? w : w + 1;
        if (nw > maxW) continue;
        let nc = counts;
        const li = limitOf[s]!;
        if (li >= 0) {
          const c = Math.floor(counts / limitStride[li]!) % radices[5 + li]!;
          if (c + 1 > limited[li]!.limit) continue;
          nc += limitStride[li]!;
        }
        const to = (s + 1) * sP + (Math.min(run, R) - 1) * sR + touch * sT + nw * sW + nu * sU + nc;
        relax(d, state, to, base + cost[d * S + s]!);
      }
    }
    for (const state of reached) current[state] = Infinity;
    [current, next] = [next, current];
    [reached, reachedNext] = [reachedNext, reached];
    reachedNext.length = 0;
  }
  // The best final state with enough minutes (runs touching the last day are exempt from the minimums).
  let best = -1;
  for (const state of reached) {
    if (decode(state, 4) < minUnits) continue;
    if (best < 0 || current[state]! < current[best]! || (current[state] === current[best] && state < best))
      best = state;
  }
  if (best < 0) return null;
  const line = new Array<number>(H).fill(OFF);
  for (let d = H - 1, state = best; d >= 0; d--) {
    line[d] = decode(state, 0) - 1;
    state = back[d * N + state]!;
  }
  return line;
}

/** Cover counts of every employee but e (by cover line). */
export function coverCountsWithout(model: MultiShiftModel, roster: MsRoster, e: number): Int32Array {
  const counts = new Int32Array(model.cover.length);
  model.cover.forEach((c, i) => {
    let n = 0;
    for (let o = 0; o < roster.length; o++) if (o !== e && roster[o]![c.day] === c.shift) n++;
    counts[i] = n;
  });
  return counts;
}
