/**
 * The best line of one employee over a window of days [a, b] with the rest of their line fixed, exactly, by dynamic
 * programming over the window's days (the long-horizon counterpart of rowDp.ts, whose time and memory grow with the
 * horizon). Every hard rule holds for the whole line: the window's minutes, weekends and shifts of each type are
 * what the fixed days leave; the run that enters the window (its kind, length and whether it began on day 0) is the
 * starting state; the run that leaves it is checked against the fixed days after b (forbidden successions, max and
 * min consecutive days, min consecutive days off). Shift types that forbid the same next types share a state (the
 * previous day's class), so the state space is that of the window, not of the horizon. Types that lead to the same
 * state from any state (same class, length and forbidden predecessors, no active limit of their own: Instance13's
 * a1-a3, d1-d3, p1-p3) are one step, the cheapest of them that day (1.4-2.2 times as fast on the large instances,
 * the same answers).
 * With `open`, the days after b are not decided yet (construction, constructLine.ts): the line up to b must meet the
 * given targets instead, and nothing after b is checked.
 */
import type { LineContext } from './rowDp';
import { searchWork, TABLE_CALL_WORK } from './searchWork';
import type { MsEmployee } from './model';
import { OFF } from './model';

/** The most states per day, and of states times days, the tables may hold. */
export const WINDOW_STATE_LIMIT = 400_000;
export const WINDOW_TABLE_LIMIT = 12_000_000;

export interface OpenTargets {
  /** Units (LineContext.unit minutes) the line up to b must have: at least / at most. */
  minUnits: number;
  maxUnits: number;
  /** Weekends the line up to b may work at most. */
  maxWeekends: number;
  /** The least units the line up to b needs by the weekends it works (what the days after b cannot make up). */
  minUnitsByWeekends?: Int32Array;
}

export type WindowAnswer =
  { line: number[]; cost: number } | { line: null; cost: number; reason: 'infeasible' | 'too large' };

interface Classes {
  /** classOf[s]: the class of shift type s (types with the same forbidden next types share one). */
  classOf: Int32Array;
  count: number;
  /** forbidden[c * S + s]: type s may not follow a type of class c. */
  forbidden: Uint8Array;
  weekendIndex: Int32Array;
}

const classCache = new WeakMap<LineContext, Classes>();

function classesOf(ctx: LineContext): Classes {
  const cached = classCache.get(ctx);
  if (cached) return cached;
  const S = ctx.model.shiftTypes.length;
  const rows = new Map<string, number>();
  const classOf = new Int32Array(S);
  const reps: number[] = [];
  for (let s = 0; s < S; s++) {
    const key = Array.from(ctx.forbidden.subarray(s * S, s * S + S)).join('');
    let c = rows.get(key);
    if (c === undefined) {
      c = reps.length;
      rows.set(key, c);
      reps.push(s);
    }
    classOf[s] = c;
  }
  const forbidden = new Uint8Array(reps.length * S);
  reps.forEach((s, c) => forbidden.set(ctx.forbidden.subarray(s * S, s * S + S), c * S));
  const H = ctx.model.days.length;
  const weekendIndex = new Int32Array(H).fill(-1);
  let w = -1;
  for (let d = 0; d < H; d++) {
    if (ctx.weekendDay[d] === 1) w++;
    if (ctx.weekendDay[d]) weekendIndex[d] = w;
  }
  const classes = { classOf, count: reps.length, forbidden, weekendIndex };
  classCache.set(ctx, classes);
  return classes;
}

/** Tables reused between calls (one search runs on one thread). */
let tableA = new Float64Array(0);
let tableB = new Float64Array(0);
let back = new Int32Array(0);
let choice = new Int8Array(0);

interface Limit {
  s: number;
  allowance: number;
}

/**
 * Employee e's best line when working type s on window day d costs cost[(d - a) * S + s] more than a day off; the
 * other days keep their values in `line`. Returns the whole new line and the window's cost.
 */
export function bestWindowLine(
  ctx: LineContext,
  e: number,
  line: readonly number[],
  a: number,
  b: number,
  cost: Float64Array,
  open?: OpenTargets,
): WindowAnswer {
  const { model } = ctx;
  const H = model.days.length;
  const S = model.shiftTypes.length;
  const emp = model.employees[e]!;
  const cls = classesOf(ctx);
  const L = b - a + 1;
  searchWork.units += TABLE_CALL_WORK;
  const outside = (d: number): boolean => d < a || (d > b && !open);

  // What the fixed days use.
  let outUnits = 0;
  const outCount = new Int32Array(S);
  const weekendWorked = new Set<number>();
  for (let d = 0; d < H; d++) {
    const s = line[d]!;
    if (!outside(d) || s === OFF) continue;
    outUnits += ctx.units[s]!;
    outCount[s] = outCount[s]! + 1;
    if (ctx.weekendDay[d]) weekendWorked.add(cls.weekendIndex[d]!);
  }
  const minTotal = open ? open.minUnits : Math.ceil(emp.minMinutes / ctx.unit);
  const maxTotal = open ? open.maxUnits : Math.floor(emp.maxMinutes / ctx.unit);
  const maxWeekends = open ? open.maxWeekends : emp.maxWeekends;
  const allowed = model.shiftTypes.map((t) => emp.maxShifts[t.id] !== 0);
  const maxStep = Math.max(0, ...ctx.units.filter((_, s) => allowed[s]));
  const needMin = Math.max(0, minTotal - outUnits);
  const uMax = Math.min(maxTotal - outUnits, L * maxStep);
  const windowWeekends = new Set<number>();
  for (let d = a; d <= b; d++)
    if (ctx.weekendDay[d] && !weekendWorked.has(cls.weekendIndex[d]!)) windowWeekends.add(cls.weekendIndex[d]!);
  const wMax = Math.min(maxWeekends - weekendWorked.size, windowWeekends.size);
  if (uMax < 0 || wMax < 0 || needMin > uMax) return { line: null, cost: Infinity, reason: 'infeasible' };

  const limits: Limit[] = [];
  for (let s = 0; s < S; s++) {
    const limit = emp.maxShifts[model.shiftTypes[s]!.id];
    if (limit === undefined || limit === 0) continue;
    const allowance = limit - outCount[s]!;
    if (allowance < 0) return { line: null, cost: Infinity, reason: 'infeasible' };
    if (allowance < L) limits.push({ s, allowance });
  }

  // The run entering the window.
  const R = Math.max(emp.maxConsecutiveDays, emp.minConsecutiveDaysOff, emp.minConsecutiveDays, 1);
  let entry: { p: number; r: number; t: number } | null = null;
  if (a > 0) {
    const works = line[a - 1]! !== OFF;
    let start = a - 1;
    while (start > 0 && (line[start - 1]! !== OFF) === works) start--;
    entry = { p: works ? 1 + cls.classOf[line[a - 1]!]! : 0, r: Math.min(a - start, R), t: start === 0 ? 1 : 0 };
  }
  // The run leaving it: the first fixed day after b, its run's length and whether it reaches the last day.
  let exit: { q: number; lead: number; toEnd: boolean } | null = null;
  if (!open && b + 1 < H) {
    const q = line[b + 1]!;
    let end = b + 1;
    while (end + 1 < H && (line[end + 1]! !== OFF) === (q !== OFF)) end++;
    exit = { q, lead: end - b, toEnd: end === H - 1 };
  }

  const active: Limit[] = [];
  for (;;) {
    const answer = search(ctx, e, line, a, b, cost, {
      cls,
      needMin,
      uMax,
      wMax,
      R,
      maxStep,
      entry,
      exit,
      active,
      fixedWeekends: weekendWorked,
      outUnits,
      open,
    });
    if (!answer.line) return answer;
    const broken = limits.filter(
      (l) => !active.includes(l) && answer.line.slice(a, b + 1).filter((s) => s === l.s).length > l.allowance,
    );
    if (!broken.length) return answer;
    active.push(...broken);
  }
}

interface SearchSetup {
  cls: Classes;
  needMin: number;
  uMax: number;
  wMax: number;
  R: number;
  maxStep: number;
  entry: { p: number; r: number; t: number } | null;
  exit: { q: number; lead: number; toEnd: boolean } | null;
  active: Limit[];
  /** Weekends (by index) a fixed day already works. */
  fixedWeekends: ReadonlySet<number>;
  outUnits: number;
  open: OpenTargets | undefined;
}

function search(
  ctx: LineContext,
  e: number,
  line: readonly number[],
  a: number,
  b: number,
  cost: Float64Array,
  setup: SearchSetup,
): WindowAnswer {
  const { model } = ctx;
  const S = model.shiftTypes.length;
  const emp = model.employees[e]!;
  const { cls, needMin, uMax, wMax, R, maxStep, entry, exit, active, fixedWeekends } = setup;
  const byWeekends = setup.open?.minUnitsByWeekends;
  const L = b - a + 1;
  const P = cls.count + 1;
  const radices = [P, R, 2, wMax + 1, uMax + 1, ...active.map((l) => l.allowance + 1)];
  const N = radices.reduce((x, y) => x * y, 1);
  if (N > WINDOW_STATE_LIMIT || N * L > WINDOW_TABLE_LIMIT) return { line: null, cost: Infinity, reason: 'too large' };
  const strides = new Array<number>(radices.length);
  for (let i = radices.length - 1, acc = 1; i >= 0; i--) {
    strides[i] = acc;
    acc *= radices[i]!;
  }
  const [sP, sR, sT, sW, sU] = strides as [number, number, number, number, number];
  const limitOf = new Int32Array(S).fill(-1);
  active.forEach((l, i) => (limitOf[l.s] = i));
  const limitStride = active.map((_, i) => strides[5 + i]!);

  if (tableA.length < N) {
    tableA = new Float64Array(N);
    tableB = new Float64Array(N);
  }
  if (back.length < N * L) {
    back = new Int32Array(N * L);
    choice = new Int8Array(N * L);
  }
  let current = tableA;
  let next = tableB;
  current.fill(Infinity, 0, N);
  next.fill(Infinity, 0, N);
  let reached: number[] = [];
  let reachedNext: number[] = [];

  const off = new Uint8Array(L);
  for (const d of emp.daysOff) if (d >= a && d <= b) off[d - a] = 1;
  const blocked = new Uint8Array(L * S);
  for (const c of emp.blockedCells ?? []) {
    const d = Math.floor(c / S);
    if (d >= a && d <= b) blocked[(d - a) * S + (c % S)] = 1;
  }
  const allowed = model.shiftTypes.map((t) => emp.maxShifts[t.id] !== 0);
  // A weekend day adds a weekend unless its weekend is already worked outside the window or on the day before.
  const weekendNew = new Uint8Array(L);
  for (let d = a; d <= b; d++)
    weekendNew[d - a] = ctx.weekendDay[d] && !fixedWeekends.has(cls.weekendIndex[d]!) ? ctx.weekendDay[d]! : 0;
  const decode = (state: number, k: number): number => Math.floor(state / strides[k]!) % radices[k]!;
  const options = optionsOf(ctx, cls, allowed, limitOf, blocked, cost, L, sP);
  const K = options.groups;
  const { classPart, groupUnits, groupLimit, groupForbidden, optType, optCost } = options;
  const minCons = emp.minConsecutiveDays;
  const minOff = emp.minConsecutiveDaysOff;
  const maxCons = emp.maxConsecutiveDays;

  for (let i = 0; i < L; i++) {
    const remaining = L - i - 1;
    const reachable = needMin - remaining * maxStep;
    const wk = weekendNew[i]!;
    const states = i === 0 ? [-1] : reached;
    const row = i * N;
    const optRow = i * K;
    searchWork.units += states.length * (K + 1);
    for (const state of states) {
      let base: number;
      let p: number;
      let r: number;
      let t: number;
      let w = 0;
      let u = 0;
      let counts = 0;
      if (state < 0) {
        base = 0;
        if (entry) {
          p = entry.p;
          r = entry.r;
          t = entry.t;
        } else {
          p = -1;
          r = 0;
          t = 1;
        }
      } else {
        base = current[state]!;
        p = Math.floor(state / sP);
        r = (Math.floor(state / sR) % R) + 1;
        t = Math.floor(state / sT) % 2;
        w = Math.floor(state / sW) % (wMax + 1);
        u = Math.floor(state / sU) % (uMax + 1);
        counts = state % sU;
      }
      // A day off.
      if (u >= reachable) {
        let to = -1;
        if (p > 0) {
          if (r >= minCons || t) to = w * sW + u * sU + counts;
        } else if (p === 0) to = (Math.min(r + 1, R) - 1) * sR + t * sT + w * sW + u * sU + counts;
        else to = sT + w * sW + u * sU + counts;
        if (to >= 0 && base < next[to]!) {
          if (next[to] === Infinity) reachedNext.push(to);
          next[to] = base;
          back[row + to] = state;
          choice[row + to] = -1;
        }
      }
      if (off[i]) continue;
      let run: number;
      let touch: number;
      if (p > 0) {
        run = r + 1;
        touch = t;
      } else if (p === 0) {
        if (r < minOff && !t) continue;
        run = 1;
        touch = 0;
      } else {
        run = 1;
        touch = 1;
      }
      if (run > maxCons) continue;
      const nw = wk === 0 || (wk === 2 && p > 0) ? w : w + 1;
      if (nw > wMax) continue;
      const rest = (Math.min(run, R) - 1) * sR + touch * sT + nw * sW;
      const forbiddenRow = p > 0 ? (p - 1) * K : -1;
      for (let k = 0; k < K; k++) {
        const s = optType[optRow + k]!;
        if (s < 0 || (forbiddenRow >= 0 && groupForbidden[forbiddenRow + k])) continue;
        const nu = u + groupUnits[k]!;
        if (nu > uMax || nu < reachable) continue;
        let nc = counts;
        const li = groupLimit[k]!;
        if (li >= 0) {
          const c = Math.floor(counts / limitStride[li]!) % radices[5 + li]!;
          if (c + 1 > active[li]!.allowance) continue;
          nc += limitStride[li]!;
        }
        const to = classPart[k]! + rest + nu * sU + nc;
        const value = base + optCost[optRow + k]!;
        if (value < next[to]!) {
          if (next[to] === Infinity) reachedNext.push(to);
          next[to] = value;
          back[row + to] = state;
          choice[row + to] = s;
        }
      }
    }
    for (const state of reached) current[state] = Infinity;
    [current, next] = [next, current];
    [reached, reachedNext] = [reachedNext, reached];
    reachedNext.length = 0;
  }

  // The best final state with enough minutes whose run joins the fixed days after b.
  let best = -1;
  for (const state of reached) {
    if (decode(state, 4) < needMin) continue;
    if (byWeekends) {
      const used = Math.min(byWeekends.length - 1, fixedWeekends.size + decode(state, 3));
      if (setup.outUnits + decode(state, 4) < byWeekends[used]!) continue;
    }
    if (exit && !joins(S, emp, cls, exit, decode(state, 0), decode(state, 1) + 1, decode(state, 2))) continue;
    if (best < 0 || current[state]! < current[best]! || (current[state] === current[best] && state < best))
      best = state;
  }
  if (best < 0) {
    for (const state of reached) current[state] = Infinity;
    return { line: null, cost: Infinity, reason: 'infeasible' };
  }
  const value = current[best]!;
  for (const state of reached) current[state] = Infinity;
  const result = [...line];
  for (let i = L - 1, state = best; i >= 0; i--) {
    result[a + i] = choice[i * N + state]!;
    state = back[i * N + state]!;
  }
  return { line: result, cost: value };
}

interface Options {
  /** How many groups: types that lead to the same state from any state (same class, length and forbidden
   * predecessors, no active limit of their own). */
  groups: number;
  classPart: Int32Array;
  groupUnits: Int32Array;
  /** The active limit of the group's one type, or -1. */
  groupLimit: Int32Array;
  /** groupForbidden[c * groups + k]: group k may not follow a type of class c. */
  groupForbidden: Uint8Array;
  /** optType[i * groups + k]: the group's cheapest type the employee may work on window day i, or -1; its cost. */
  optType: Int8Array;
  optCost: Float64Array;
}

/**
 * The choices of a working day: the employee's types in groups that lead to the same state, and on each day the
 * cheapest of each group (the first of the cheapest, as the types in order would give), so the tables step once per
 * group, not once per type.
 */
function optionsOf(
  ctx: LineContext,
  cls: Classes,
  allowed: readonly boolean[],
  limitOf: Int32Array,
  blocked: Uint8Array,
  cost: Float64Array,
  L: number,
  sP: number,
): Options {
  const S = ctx.model.shiftTypes.length;
  const keys = new Map<string, number>();
  const groupOf = new Int32Array(S).fill(-1);
  const firsts: number[] = [];
  for (let s = 0; s < S; s++) {
    if (!allowed[s]) continue;
    const before: number[] = [];
    for (let c = 0; c < cls.count; c++) before.push(cls.forbidden[c * S + s]!);
    const key = `${cls.classOf[s]}/${ctx.units[s]}/${limitOf[s]! >= 0 ? s : -1}/${before.join('')}`;
    let k = keys.get(key);
    if (k === undefined) {
      k = firsts.length;
      keys.set(key, k);
      firsts.push(s);
    }
    groupOf[s] = k;
  }
  const K = firsts.length;
  const classPart = Int32Array.from(firsts, (s) => (1 + cls.classOf[s]!) * sP);
  const groupUnits = Int32Array.from(firsts, (s) => ctx.units[s]!);
  const groupLimit = Int32Array.from(firsts, (s) => limitOf[s]!);
  const groupForbidden = new Uint8Array(cls.count * K);
  for (let c = 0; c < cls.count; c++) firsts.forEach((s, k) => (groupForbidden[c * K + k] = cls.forbidden[c * S + s]!));
  const optType = new Int8Array(L * K).fill(-1);
  const optCost = new Float64Array(L * K);
  for (let i = 0; i < L; i++)
    for (let s = 0; s < S; s++) {
      const k = groupOf[s]!;
      if (k < 0 || blocked[i * S + s]) continue;
      const c = cost[i * S + s]!;
      if (optType[i * K + k]! < 0 || c < optCost[i * K + k]!) {
        optType[i * K + k] = s;
        optCost[i * K + k] = c;
      }
    }
  return { groups: K, classPart, groupUnits, groupLimit, groupForbidden, optType, optCost };
}

/** Whether a run ending on day b in state (p, r, t) joins the fixed run after it. */
function joins(
  S: number,
  emp: MsEmployee,
  cls: Classes,
  exit: { q: number; lead: number; toEnd: boolean },
  p: number,
  r: number,
  t: number,
): boolean {
  const { q, lead, toEnd } = exit;
  if (p > 0 && q !== OFF) {
    if (cls.forbidden[(p - 1) * S + q]) return false;
    const run = r + lead;
    return run <= emp.maxConsecutiveDays && (run >= emp.minConsecutiveDays || t === 1 || toEnd);
  }
  if (p > 0) {
    // A run of work ends on b; the days off after it now start a run of their own.
    if (r < emp.minConsecutiveDays && !t) return false;
    return lead >= emp.minConsecutiveDaysOff || toEnd;
  }
  if (q !== OFF) {
    if (r < emp.minConsecutiveDaysOff && !t) return false;
    return (lead >= emp.minConsecutiveDays || toEnd) && lead <= emp.maxConsecutiveDays;
  }
  return r + lead >= emp.minConsecutiveDaysOff || t === 1 || toEnd;
}
