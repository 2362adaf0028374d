/**
 * The best row of one employee while everyone else stays put: a dynamic program over the days whose
 * state is (working run or rest run so far, weekends worked, short run so far, days worked, sundayish
 * days worked). It keeps MAX_CONSECUTIVE and MIN_REST (history included), MAX_HOURS, MAX_WEEKENDS,
 * MIN_CONSECUTIVE_DAYS, leave, exclusions, qualification and
 * capacity by construction, prices each day short of MIN_HOURS at c.wShort, and prices exactly what the employee's row changes in SCORING.md's score: the
 * slots it covers, relief days, overtime places, its day requests, its hour deviation, its Sundays²
 * and its split weekends. With `gain` set to the cover weights the result is the exact best response; smaller
 * gains ("prices") make the employee weigh its soft rules against cover, used to share work out.
 *
 * The run state r, the weekends worked k (counted only for an employee whose MAX_WEEKENDS can bind,
 * up to the weekends left: c.weekendsLeft) and the state z of the automaton of an employee's
 * MIN_CONSECUTIVE_DAYS and MIN_CONSECUTIVE_DAYS_OFF (runLimitStates.ts, only for an employee with
 * one of them: no day that would end a run or a rest too short) make one block index
 * q = (k * Z + z) * R + r.
 *
 * The employee's row must be empty in the state when `optimize` runs.
 */
import type { Compiled } from './compile';
import type { Prng } from './prng';
import type { RunLimitStates } from './runLimitStates';
import type { RunStates } from './runStates';
import type { RosterState } from './state';
import { LONG_HORIZON_DAYS } from './horizon';

/**
 * Module constants, not globals: tests run the engine in a vm context where every global look-up
 * (Infinity, Math) goes through an interceptor and costs ~10x in the hot loops.
 */
const INF = Number.POSITIVE_INFINITY;
const abs = Math.abs;
const floor = Math.floor;
/** The automaton of an employee without minimums of days (off) in a row: one state. */
const NO_STATES: RunLimitStates = {
  Z: 1,
  off: new Int32Array(1),
  here: new Int32Array(1),
  elsewhere: new Int32Array(1),
};

/** Above this many DP cells the days-worked and Sunday dimensions are dropped (never for D <= 31). */
const MAX_TABLE = 4_000_000;

/**
 * Horizons over this many days drop them too, whatever the table: counting every day worked makes a
 * row's DP grow with the square of the horizon (a year: 2.3-3.7 ms a row against 0.12-0.23 without,
 * on 500 x 365 of the bench), and on the year the search did better without them in the same time
 * (the hour targets and Sundays are then priced by the exchanges, pairDp.ts, and by the score).
 */
export const EXACT_COUNTS_MAX_DAYS = LONG_HORIZON_DAYS;

/** Whether the row DP counts days worked and Sundays for the soft rules (a table of `cells` over D days). */
export const keepsExactCounts = (D: number, cells: number): boolean => D <= EXACT_COUNTS_MAX_DAYS && cells <= MAX_TABLE;

export class RowOptimizer {
  private readonly c: Compiled;
  private readonly runs: RunStates;
  private readonly M: number;
  private readonly R: number;
  private readonly workNext: Int32Array;
  private readonly offNext: Int32Array;
  private readonly commitNext: Int32Array;
  private readonly S1: number;
  private readonly exactCounts: boolean;
  private readonly size: number;
  private cur: Float64Array;
  private nxt: Float64Array;
  private lo: Int32Array;
  private hi: Int32Array;
  private nlo: Int32Array;
  private nhi: Int32Array;
  private readonly pred: Int32Array;
  /** Day costs of working (with the position chosen), filled by `optimize` or by callers of `solve`. */
  readonly workCost: Float64Array;
  readonly workPos: Int16Array;
  /** Sundayish days before day d. */
  private readonly sundaysBefore: Int32Array;
  /** The row found by the last `optimize` (position or -1 per day). */
  readonly row: Int16Array;

  constructor(c: Compiled, runs: RunStates) {
    this.c = c;
    this.runs = runs;
    const D = c.D;
    const R = runs.R;
    this.M = runs.M;
    this.R = R;
    this.workNext = runs.workNext;
    this.offNext = runs.offNext;
    this.commitNext = runs.commitNext;
    let S1 = c.wFair > 0 ? c.sundayishCount + 1 : 1;
    let N1 = D + 1;
    const K = c.extraStates;
    this.exactCounts = keepsExactCounts(D, R * K * N1 * S1 * D);
    if (!this.exactCounts) {
      S1 = 1;
      // Hour limits are hard: their days are counted whatever the table costs.
      N1 = c.anyLimit ? D + 1 : 1;
    }
    this.S1 = S1;
    this.size = R * K * N1 * S1;
    this.cur = new Float64Array(this.size);
    this.nxt = new Float64Array(this.size);
    this.pred = new Int32Array(Math.max(1, D * this.size));
    this.lo = new Int32Array(R * K);
    this.hi = new Int32Array(R * K);
    this.nlo = new Int32Array(R * K);
    this.nhi = new Int32Array(R * K);
    this.workCost = new Float64Array(D);
    this.workPos = new Int16Array(D);
    this.sundaysBefore = new Int32Array(D + 1);
    for (let d = 0; d < D; d++) this.sundaysBefore[d + 1] = this.sundaysBefore[d]! + c.sundayish[d]!;
    this.row = new Int16Array(D);
  }

  /**
   * Finds the best row of e (whose row must be empty) given the rest of the roster; the result is
   * in `this.row`. `gain[p]` is what covering one missing slot of p is worth; `noise` > 0 breaks
   * ties at random (it never outweighs a real difference of 1). Returns the row's price.
   */
  optimize(state: RosterState, e: number, gain: Float64Array, noise: number, rng: Prng): number {
    const c = this.c;
    const D = c.D;
    if (D === 0) return 0;
    const quals = c.quals[e]!;
    const own = c.own[e]!;
    const workCost = this.workCost;
    const workPos = this.workPos;
    const amp = noise > 0 ? 0.9 / (D + 1) : 0;
    for (let d = 0; d < D; d++) {
      workPos[d] = -1;
      workCost[d] = INF;
      if (!c.allowed[e * D + d] || state.total[d]! >= c.cap[d]!) continue;
      let best = INF;
      let bestP = -1;
      for (let i = 0; i < quals.length; i++) {
        const p = quals[i]!;
        const slot = p * D + d;
        let cost = state.count[slot]! < c.req[slot]! ? -gain[p]! : 0;
        if (p !== own) cost += c.wRelief;
        if (cost < best) {
          best = cost;
          bestP = p;
        }
      }
      if (bestP < 0) continue;
      if (c.wOvertime > 0 && state.total[d]! >= c.base[d]!) best += c.wOvertime;
      if (c.wRequests > 0) best += c.wRequests * c.requestDelta[e * D + d]!;
      if (amp > 0) best += (rng.next() - 0.5) * amp;
      workCost[d] = best;
      workPos[d] = bestP;
    }
    return this.solve(e);
  }

  /**
   * The DP over days with the day costs already in `workCost` / `workPos` (INF / -1 where e may
   * not work): for callers that price days their own way. The best row goes to `this.row`.
   */
  solve(e: number): number {
    const c = this.c;
    const D = c.D;
    const row = this.row;
    if (D === 0) return 0;
    const workCost = this.workCost;
    const workPos = this.workPos;
    const M = this.M;
    const R = this.R;
    const S1 = this.S1;
    const exact = this.exactCounts;
    // Days worked are counted for the hour target and for the hour limits (MAX_HOURS caps them).
    const counting = (exact && c.hasTarget[e] === 1) || c.limited[e] === 1;
    const hours = counting && c.hasTarget[e] === 1;
    const N1 = counting ? D + 1 : 1;
    const maxDays = c.maxDays[e]!;
    const fair = exact && S1 > 1;
    const stride = N1 * S1;
    // MAX_WEEKENDS: k the weekends worked here (of those not worked elsewhere); days (off) in a row: z.
    const K1 = c.weekendLimited[e] === 1 ? c.weekendsLeft[e]! + 1 : 1;
    const automaton = c.runLimitStates[e] ?? NO_STATES;
    const Z = automaton.Z;
    const zOff = automaton.off;
    const zHere = automaton.here;
    const zElsewhere = automaton.elsewhere;
    const ZR = Z * R;
    const Q = ZR * K1;
    const plain = Q === R;
    const W = c.weekendCount;
    const size = Q * stride;
    const wW = c.wWeekend;
    let cur = this.cur;
    let nxt = this.nxt;
    let lo = this.lo;
    let hi = this.hi;
    let nlo = this.nlo;
    let nhi = this.nhi;
    const pred = this.pred;
    // Only the blocks (run states) reached are touched; lo/hi hold the days-worked range reached.
    lo.fill(1, 0, Q);
    hi.fill(0, 0, Q);
    // The automaton starts in its state 0 (runs touching the period's first day are excepted).
    const r0 = this.runs.initial(e);
    // Days worked in other rosters: forced through the automaton, never a cell of this row.
    const committed = c.committed;
    const rowStart = e * D;
    cur.fill(INF, r0 * stride, (r0 + 1) * stride);
    cur[r0 * stride] = 0;
    lo[r0] = 0;
    hi[r0] = 0;
    for (let d = 0; d < D; d++) {
      nlo.fill(1, 0, Q);
      nhi.fill(0, 0, Q);
      const wc = workCost[d]!;
      const canWork = wc !== INF;
      const nInc = counting ? 1 : 0;
      const sInc = fair && c.sundayish[d] ? 1 : 0;
      const pairSun = wW > 0 && c.pairSunday[d] === 1;
      const commitToday = committed[rowStart + d] === 1;
      const prevElsewhere = d > 0 && committed[rowStart + d - 1] === 1;
      const next = commitToday ? this.commitNext : this.offNext;
      const sMax = fair ? this.sundaysBefore[d]! : 0;
      const predBase = d * size;
      // A weekend day not worked elsewhere counts a weekend, unless its Saturday was worked here.
      const w = c.weekendLimited[e] === 1 ? c.weekendOf[d]! : -1;
      const newWeekend = w >= 0 && c.weekendBusy[e * W + w] === 0;
      const afterSaturday = newWeekend && d > 0 && c.weekendOf[d - 1] === w;
      const zNext = commitToday ? zElsewhere : zOff;
      for (let q = 0; q < Q; q++) {
        const nFrom = lo[q]!;
        const nTo = hi[q]!;
        if (nFrom > nTo) continue;
        // Without limits q is r (no division in the common case).
        const r = plain ? q : q % R;
        const kZR = plain ? 0 : q - (q % ZR);
        const z = Z > 1 ? (q - kZR - r) / R : 0;
        const zo = Z > 1 ? zNext[z]! : 0;
        const ro = next[r]! >= 0 && zo >= 0 ? next[r]! + zo * R + kZR : -1;
        const kw = newWeekend && !(afterSaturday && r < M) ? kZR + ZR : kZR;
        const zw = Z > 1 ? zHere[z]! : 0;
        const rw = canWork && kw < Q && zw >= 0 && this.workNext[r]! >= 0 ? this.workNext[r]! + zw * R + kw : -1;
        // The last count that may still work a day (MAX_HOURS).
        const nWorkTo = counting && nTo >= maxDays ? maxDays - 1 : nTo;
        // COMPLETE_WEEKENDS counts this roster's days only: a Saturday worked elsewhere is off here.
        const workedHere = r < M && !prevElsewhere;
        const offCost = pairSun && workedHere ? wW : 0;
        const workC = wc + (pairSun && !workedHere ? wW : 0);
        const rBase = q * stride;
        const oBase = ro >= 0 ? ro * stride : -1;
        if (ro < 0) {
          // No day off here (a run would end short).
        } else if (nlo[ro]! > nhi[ro]!) {
          nxt.fill(INF, oBase, oBase + stride);
          nlo[ro] = nFrom;
          nhi[ro] = nTo;
        } else {
          if (nFrom < nlo[ro]!) nlo[ro] = nFrom;
          if (nTo > nhi[ro]!) nhi[ro] = nTo;
        }
        let wBase = -1;
        if (rw >= 0 && nFrom <= nWorkTo) {
          wBase = rw * stride;
          if (nlo[rw]! > nhi[rw]!) {
            nxt.fill(INF, wBase, wBase + stride);
            nlo[rw] = nFrom + nInc;
            nhi[rw] = nWorkTo + nInc;
          } else {
            if (nFrom + nInc < nlo[rw]!) nlo[rw] = nFrom + nInc;
            if (nWorkTo + nInc > nhi[rw]!) nhi[rw] = nWorkTo + nInc;
          }
        }
        for (let n = nFrom; n <= nTo; n++) {
          const from = rBase + n * S1;
          const toOff = oBase >= 0 ? oBase + n * S1 : -1;
          const toWork = wBase >= 0 && n <= nWorkTo ? wBase + (n + nInc) * S1 + sInc : -1;
          for (let s = 0; s <= sMax; s++) {
            const v = cur[from + s]!;
            if (v === INF) continue;
            if (toOff >= 0) {
              const vo = v + offCost;
              if (vo < nxt[toOff + s]!) {
                nxt[toOff + s] = vo;
                pred[predBase + toOff + s] = from + s;
              }
            }
            if (toWork >= 0) {
              const vw = v + workC;
              if (vw < nxt[toWork + s]!) {
                nxt[toWork + s] = vw;
                pred[predBase + toWork + s] = from + s;
              }
            }
          }
        }
      }
      const t = cur;
      cur = nxt;
      nxt = t;
      let u = lo;
      lo = nlo;
      nlo = u;
      u = hi;
      hi = nhi;
      nhi = u;
    }
    this.cur = cur;
    this.nxt = nxt;
    this.lo = lo;
    this.hi = hi;
    this.nlo = nlo;
    this.nhi = nhi;

    let bestValue = INF;
    let bestState = -1;
    const target = c.target[e]!;
    const wH = c.wHours;
    const wF = c.wFair;
    const minDays = c.minDays[e]!;
    const wS = c.wShort;
    const sEnd = fair ? this.sundaysBefore[D]! : 0;
    const tailOk = this.runs.tailOk;
    for (let q = 0; q < Q; q++) {
      if (!tailOk[e * R + (q % R)]) continue;
      for (let n = lo[q]!; n <= hi[q]!; n++) {
        let hourCost = hours ? wH * abs(n - target) : 0;
        if (counting && n < minDays) hourCost += wS * (minDays - n);
        for (let s = 0; s <= sEnd; s++) {
          const idx = q * stride + n * S1 + s;
          let v = cur[idx]!;
          if (v === INF) continue;
          v += hourCost;
          if (fair) v += wF * s * s;
          if (v < bestValue) {
            bestValue = v;
            bestState = idx;
          }
        }
      }
    }
    let idx = bestState;
    for (let d = D - 1; d >= 0; d--) {
      const r = floor(idx / stride) % R;
      row[d] = r < M && committed[rowStart + d] !== 1 ? workPos[d]! : -1;
      idx = pred[d * size + idx]!;
    }
    return bestValue;
  }
}
