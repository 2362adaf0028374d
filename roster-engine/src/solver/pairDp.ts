/**
 * The best exchange between two employees: on every day they either keep their cells or swap them
 * (when each may work the other's position that day). Every position's count and every day's total
 * stay as they are, so cover, capacity and overtime cannot change; what changes is each one's
 * hours, Sundays, weekends, relief days and day requests. A dynamic program over the days, with state (A's run
 * state, B's run state, change of A's days worked, change of A's sundayish days) — B's counts
 * follow from the pair's totals — finds the best of the 2^D exchange patterns that keep
 * MAX_CONSECUTIVE, MIN_REST and MAX_HOURS for both (MIN_HOURS priced as in the state; an exchange that breaks MAX_WEEKENDS or MIN_CONSECUTIVE_DAYS is refused) and move A's counts by at most a few days at any point. This moves days from an employee over its target to one under it in one step, however the
 * rest rules shape their rows.
 */
import type { Compiled } from './compile';
import { rowLimitViolations } from './rowLimits';
import type { Prng } from './prng';
import type { RunStates } from './runStates';
import type { RosterState } from './state';

/**
 * Module constants, not globals: tests run the engine in a vm context where every global look-up
 * (Infinity, Math) goes through an interceptor and costs ~10x in the hot loops.
 */
const INF = Number.POSITIVE_INFINITY;
const abs = Math.abs;

/** How far an exchange may move A's days worked and Sundays (at any day) from its current row. */
export const WINDOW_DAYS = 4;
export const WINDOW_SUNDAYS = 2;
/** Larger tables (very long consecutive-day or rest rules) skip the exchange. */
const MAX_TABLE = 6_000_000;

export class PairOptimizer {
  private readonly c: Compiled;
  private readonly runs: RunStates;
  private cur: Float64Array;
  private nxt: Float64Array;
  private alive = new Uint8Array(0);
  private nextAlive = new Uint8Array(0);
  private pred: Int32Array;
  private choice: Uint8Array;
  private readonly sundaysBefore: Int32Array;
  private readonly swapNoise: Float64Array;
  /** The rows found by the last `optimize`. */
  readonly rowA: Int16Array;
  readonly rowB: Int16Array;

  constructor(c: Compiled, runs: RunStates) {
    this.c = c;
    this.runs = runs;
    const D = c.D;
    this.cur = new Float64Array(64);
    this.nxt = new Float64Array(64);
    this.pred = new Int32Array(64);
    this.choice = new Uint8Array(64);
    this.sundaysBefore = new Int32Array(D + 1);
    for (let d = 0; d < D; d++) this.sundaysBefore[d + 1] = this.sundaysBefore[d]! + c.sundayish[d]!;
    this.swapNoise = new Float64Array(D);
    this.rowA = new Int16Array(D);
    this.rowB = new Int16Array(D);
  }

  private ensure(size: number, D: number, blocks: number): void {
    if (this.cur.length < size) {
      this.cur = new Float64Array(size);
      this.nxt = new Float64Array(size);
    }
    if (this.alive.length < blocks) {
      this.alive = new Uint8Array(blocks);
      this.nextAlive = new Uint8Array(blocks);
    }
    if (this.pred.length < size * D) {
      this.pred = new Int32Array(size * D);
      this.choice = new Uint8Array(size * D);
    }
  }

  /**
   * Finds the best exchange between a and b; the rows are in rowA / rowB. Returns false when it is
   * no exchange at all (both keep every cell). With `freeB`, b's hour target is ignored (b may
   * absorb days for a chain that passes them on).
   */
  optimize(state: RosterState, a: number, b: number, noise: number, rng: Prng, freeB = false): boolean {
    const c = this.c;
    const D = c.D;
    const P = c.P;
    const runs = this.runs;
    const M = runs.M;
    const R = runs.R;
    const workNext = runs.workNext;
    const offNext = runs.offNext;
    const commitNext = runs.commitNext;
    const committed = c.committed;
    const asg = state.asg;
    const hasA = c.hasTarget[a] === 1;
    const hasB = c.hasTarget[b] === 1 && !freeB;
    const hours = c.wHours > 0 && (hasA || hasB);
    // Hour limits (hard) are kept on A's and B's counts too, within the same window.
    const track = hours || c.limited[a] === 1 || c.limited[b] === 1;
    const fair = c.wFair > 0 && c.sundayishCount > 0;
    const N = state.worked[a]! + state.worked[b]!;
    const S = state.sundays[a]! + state.sundays[b]!;
    // A's days worked and Sundays, as a difference from its current prefix, within ±W / ±WS.
    const W = track ? WINDOW_DAYS : 0;
    const WS = fair ? WINDOW_SUNDAYS : 0;
    const N1 = 2 * W + 1;
    const S1 = 2 * WS + 1;
    const stride = N1 * S1;
    const blocks = R * R;
    const size = blocks * stride;
    if (size * D > MAX_TABLE) return false;
    this.ensure(size, D, blocks);
    const amp = noise > 0 ? 0.9 / (D + 1) : 0;
    let anySwap = false;
    for (let d = 0; d < D; d++) {
      this.swapNoise[d] = amp > 0 ? (rng.next() - 0.5) * amp : 0;
      if (asg[a * D + d] !== asg[b * D + d]) anySwap = true;
    }
    if (!anySwap) return false;

    const ownA = c.own[a]!;
    const ownB = c.own[b]!;
    const wRel = c.wRelief;
    const wReq = c.wRequests;
    const wW = c.wWeekend;
    let cur = this.cur;
    let nxt = this.nxt;
    let alive = this.alive;
    let nextAlive = this.nextAlive;
    const pred = this.pred;
    const choice = this.choice;
    alive.fill(0, 0, blocks);
    const b0 = runs.initial(a) * R + runs.initial(b);
    cur.fill(INF, b0 * stride, (b0 + 1) * stride);
    cur[b0 * stride + W * S1 + WS] = 0;
    alive[b0] = 1;
    for (let d = 0; d < D; d++) {
      nextAlive.fill(0, 0, blocks);
      const ca = asg[a * D + d]!;
      const cb = asg[b * D + d]!;
      const canSwap =
        ca !== cb &&
        (cb < 0 || (c.canWork[a * P + cb] === 1 && c.allowed[a * D + d] === 1)) &&
        (ca < 0 || (c.canWork[b * P + ca] === 1 && c.allowed[b * D + d] === 1));
      const options = canSwap ? 2 : 1;
      const pairSun = wW > 0 && c.pairSunday[d] === 1;
      // Days worked in other rosters: forced through the automaton; off here for the weekends.
      const nextA = committed[a * D + d] === 1 ? commitNext : offNext;
      const nextB = committed[b * D + d] === 1 ? commitNext : offNext;
      const prevElsewhereA = d > 0 && committed[a * D + d - 1] === 1;
      const prevElsewhereB = d > 0 && committed[b * D + d - 1] === 1;
      const sundayish = fair && c.sundayish[d] === 1;
      const predBase = d * size;
      for (let o = 0; o < options; o++) {
        const x = o === 0 ? ca : cb;
        const y = o === 0 ? cb : ca;
        const workA = x >= 0;
        const workB = y >= 0;
        let dayCost = o === 1 ? this.swapNoise[d]! : 0;
        if (wRel > 0) {
          if (workA && x !== ownA) dayCost += wRel;
          if (workB && y !== ownB) dayCost += wRel;
        }
        if (wReq > 0) {
          if (workA) dayCost += wReq * c.requestDelta[a * D + d]!;
          if (workB) dayCost += wReq * c.requestDelta[b * D + d]!;
        }
        // Change of A's counts against its current row.
        const dn = track ? (workA ? 1 : 0) - (ca >= 0 ? 1 : 0) : 0;
        const ds = sundayish ? (workA ? 1 : 0) - (ca >= 0 ? 1 : 0) : 0;
        const nFrom = dn < 0 ? 1 : 0;
        const nTo = dn > 0 ? N1 - 2 : N1 - 1;
        const sFrom = ds < 0 ? 1 : 0;
        const sTo = ds > 0 ? S1 - 2 : S1 - 1;
        const shift = dn * S1 + ds;
        for (let rA = 0; rA < R; rA++) {
          const tA = workA ? workNext[rA]! : nextA[rA]!;
          if (tA < 0) continue;
          const costA = pairSun && (rA < M && !prevElsewhereA) !== workA ? wW : 0;
          for (let rB = 0; rB < R; rB++) {
            const fromBlock = rA * R + rB;
            if (!alive[fromBlock]) continue;
            const tB = workB ? workNext[rB]! : nextB[rB]!;
            if (tB < 0) continue;
            const step = dayCost + costA + (pairSun && (rB < M && !prevElsewhereB) !== workB ? wW : 0);
            const toBlock = tA * R + tB;
            if (!nextAlive[toBlock]) {
              nxt.fill(INF, toBlock * stride, (toBlock + 1) * stride);
              nextAlive[toBlock] = 1;
            }
            const fromBase = fromBlock * stride;
            const toBase = toBlock * stride + shift;
            for (let n = nFrom; n <= nTo; n++) {
              const rowFrom = fromBase + n * S1;
              const rowTo = toBase + n * S1;
              for (let s = sFrom; s <= sTo; s++) {
                const v = cur[rowFrom + s]!;
                if (v === INF) continue;
                const nv = v + step;
                if (nv < nxt[rowTo + s]!) {
                  nxt[rowTo + s] = nv;
                  pred[predBase + rowTo + s] = rowFrom + s;
                  choice[predBase + rowTo + s] = o;
                }
              }
            }
          }
        }
      }
      const t = cur;
      cur = nxt;
      nxt = t;
      const u = alive;
      alive = nextAlive;
      nextAlive = u;
    }
    this.cur = cur;
    this.nxt = nxt;
    this.alive = alive;
    this.nextAlive = nextAlive;

    const wH = c.wHours;
    const wF = c.wFair;
    const tA = c.target[a]!;
    const tB = c.target[b]!;
    const nA0 = state.worked[a]!;
    const maxA = c.maxDays[a]!;
    const maxB = c.maxDays[b]!;
    const minA = c.minDays[a]!;
    const minB = c.minDays[b]!;
    const wS = c.wShort;
    const sA0 = state.sundays[a]!;
    let bestValue = INF;
    let bestState = -1;
    const tailOk = runs.tailOk;
    for (let block = 0; block < blocks; block++) {
      if (!alive[block]) continue;
      const endA = (block / R) | 0;
      if (!tailOk[a * R + endA] || !tailOk[b * R + block - endA * R]) continue;
      for (let n = 0; n < N1; n++) {
        const nA = nA0 + n - W;
        if (nA < 0 || nA > N || nA > maxA || N - nA > maxB) continue;
        let hourCost = 0;
        if (nA < minA) hourCost += wS * (minA - nA);
        if (N - nA < minB) hourCost += wS * (minB - N + nA);
        if (hours) {
          if (hasA) hourCost += wH * abs(nA - tA);
          if (hasB) hourCost += wH * abs(N - nA - tB);
        }
        for (let s = 0; s < S1; s++) {
          const idx = block * stride + n * S1 + s;
          let v = cur[idx]!;
          if (v === INF) continue;
          const sA = sA0 + s - WS;
          if (fair) v += wF * (sA * sA + (S - sA) * (S - sA));
          v += hourCost;
          if (v < bestValue) {
            bestValue = v;
            bestState = idx;
          }
        }
      }
    }
    if (bestState < 0) return false;
    let idx = bestState;
    let changed = false;
    for (let d = D - 1; d >= 0; d--) {
      const o = choice[d * size + idx]!;
      const ca = asg[a * D + d]!;
      const cb = asg[b * D + d]!;
      this.rowA[d] = o === 0 ? ca : cb;
      this.rowB[d] = o === 0 ? cb : ca;
      if (o === 1) changed = true;
      idx = pred[d * size + idx]!;
    }
    // MAX_WEEKENDS and MIN_CONSECUTIVE_DAYS are not in the DP's state: an exchange that breaks one is not made.
    if (changed && (rowLimitViolations(c, a, this.rowA) > 0 || rowLimitViolations(c, b, this.rowB) > 0)) return false;
    return changed;
  }
}
